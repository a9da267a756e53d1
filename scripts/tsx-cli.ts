import { createRequire } from 'node:module';

/** tsx's command-line entry, for running a TypeScript script in a child process: `node TSX_CLI script.ts`. */
export const TSX_CLI = createRequire(import.meta.url).resolve('tsx/cli');
