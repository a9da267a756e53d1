import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { globSync } from 'tinyglobby';

// Every text file of the build is also written compressed beside itself, for servers to send as it is
// (`npm start`, nginx's brotli_static and gzip_static). What visitors load gets the smallest copies:
// Brotli at its highest quality and gzip as Zopfli writes it (3-4 % smaller than gzip -9: / went from 15.9
// to 15.3 KB), since inside the ~14.6 KB of a new connection's first round trip a page paints one round trip
// earlier. The editing app (admin/, 3.7 MB of Decap for the few editors, cached for good once loaded) gets
// Brotli 9 and gzip -9: at the highest levels its bundle alone took 21 s of every build (Zopfli 12.5 s,
// Brotli 11 8.8 s) for copies 10 % and 5 % smaller.

/** Each encoding's file suffix, in the order a server should prefer them. */
export const SUFFIXES = { br: '.br', gzip: '.gz' } as const;

/** Every file below `dir`, dotfiles included, as a path relative to it with '/' between folders. */
export const filesBelow = (dir: string) => globSync('**', { cwd: dir, dot: true });

const TEXT = '**/*.{html,js,mjs,css,svg,json,webmanifest,xml,txt}';
/** Below this, compression gains less than its header costs (nginx's gzip_min_length says the same). */
const MIN_BYTES = 256;

/** The folder whose files only the editors load (the editing app). */
const EDITORS_ONLY = 'admin/';

/** A file's Brotli copy: at the highest quality for what visitors load, at 9 for the editing app. */
export const brotli = (data: Buffer, forVisitors = true) =>
  brotliCompressSync(data, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: forVisitors ? constants.BROTLI_MAX_QUALITY : 9,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  });

/** Writes the copies of every text file below `dir` that are smaller than it; returns their relative paths. */
export async function precompress(dir: string): Promise<string[]> {
  // Loaded here, not with the module: npm start's server reads SUFFIXES and filesBelow and needs no Zopfli.
  const { gzipAsync } = await import('@gfx/zopfli');
  const written: string[] = [];
  for (const file of globSync(TEXT, { cwd: dir, dot: true })) {
    const data = readFileSync(join(dir, file));
    if (data.length < MIN_BYTES) continue;
    const forVisitors = !file.startsWith(EDITORS_ONLY);
    const copies = {
      [SUFFIXES.br]: brotli(data, forVisitors),
      // 15 iterations, as Zopfli's own tool: the pages and their assets in about 2 s.
      [SUFFIXES.gzip]: forVisitors
        ? Buffer.from(await gzipAsync(data, { numiterations: 15 }))
        : gzipSync(data, { level: 9 }),
    };
    for (const [suffix, packed] of Object.entries(copies)) {
      if (packed.length >= data.length) continue;
      writeFileSync(join(dir, file + suffix), packed);
      written.push(file + suffix);
    }
  }
  return written;
}
