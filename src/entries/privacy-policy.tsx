import { content } from 'virtual:content';
import { PrivacyPolicyPage } from '@/pages/privacy-policy';
import { hydrate } from './hydrate';

// The legal text is in the prerendered HTML and stays as it is (see StaticHtml); the browser needs none of it.
hydrate(<PrivacyPolicyPage content={content} />);
