// `npm run launch-check`: the placeholders still in the content and the pages' weight, in German
// (scripts/content/launch-report.ts). Exits 1 while placeholders remain in what is published, 0 when the
// content is ready to go live. The build does not run it: previews and staging are built with placeholders.
import { ROOT } from '../settings.ts';
import { launchReport } from './launch-report.ts';

process.exitCode = launchReport(ROOT, process.env, { log: console.log, warn: console.error });
