import { NotFoundPage } from '@/pages/not-found.tsx';
import { hydrate } from './hydrate.tsx';

hydrate(<NotFoundPage />);
