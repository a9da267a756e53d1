import { content } from 'virtual:content';
import { policy } from 'virtual:privacy-policy';
import { PrivacyPolicyPage } from '@/pages/privacy-policy';
import { hydrate } from './hydrate';

hydrate(<PrivacyPolicyPage content={content} policy={policy} />);
