import { content } from 'virtual:content';
import { HomePage } from '@/pages/home';
import { hydrate } from './hydrate';

hydrate(<HomePage content={content} />);
