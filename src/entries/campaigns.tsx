import { content } from 'virtual:content';
import { CampaignsPage } from '@/pages/campaigns.tsx';
import { hydrate } from './hydrate.tsx';

// The figures, the map and the list are in the prerendered HTML and stay as they are (see StaticHtml).
hydrate(<CampaignsPage content={content} />);
