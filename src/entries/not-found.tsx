import { NotFoundPage } from '@/pages/not-found';
import { hydrate } from './hydrate';

hydrate(<NotFoundPage />);
