import { content } from 'virtual:content';
import { PrivacyPolicyPage } from '@/pages/privacy-policy';
import { hydrate } from './hydrate';

hydrate(<PrivacyPolicyPage content={content} />);
