import { content } from 'virtual:content';
import { HomePage } from '@/pages/home.tsx';
import { hydrate } from './hydrate.tsx';

hydrate(<HomePage content={content} />);
