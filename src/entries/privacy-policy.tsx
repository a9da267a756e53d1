import { content } from 'virtual:content';
import { PrivacyPolicyPage } from '@/pages/privacy-policy.tsx';
import { hydrate } from './hydrate.tsx';

// The legal text is in the prerendered HTML and stays as it is (see StaticHtml); the browser needs none of it.
hydrate(<PrivacyPolicyPage content={content} />);
