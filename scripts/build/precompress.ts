import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip as gzipCallback } from 'node:zlib';
import { globSync } from 'tinyglobby';
import { TOP_LEVEL } from '../../src/base/top-level.ts';

// Every text file of the build is also written compressed beside itself, for servers to send as it is
// (`npm start`, nginx's brotli_static and gzip_static). Every page and asset gets Brotli at its highest
// quality: browsers receive it, and inside the ~14 KB of a new connection's first round trip a page paints
// one round trip earlier. Gzip, which only clients without Brotli get, is Zopfli's (3-4 % smaller than
// gzip -9) for the scripts every page shares, the few large files of assets/; a page and a municipality's
// own small entry get gzip -9: Zopfli took 1.4 s of each page (60 KB), for some 500 B no browser
// receives, and so most of what each further campaign added to the build. The editing app (admin/, 3.7 MB
// of Decap for the few editors, cached for good once loaded) gets Brotli 9 and gzip -9: at the highest
// levels its bundle alone took 21 s of every build (Zopfli 12.5 s, Brotli 11 8.8 s) for copies 10 % and
// 5 % smaller. The copies are made a few at a time: Brotli runs on libuv's threads beside Zopfli.

/** Each encoding's file suffix, in the order a server should prefer them. */
export const SUFFIXES = { br: '.br', gzip: '.gz' } as const;

/** Every file below `dir`, dotfiles included, as a path relative to it with '/' between folders. */
export const filesBelow = (dir: string) => globSync('**', { cwd: dir, dot: true });

const TEXT = '**/*.{html,js,mjs,css,svg,json,webmanifest,xml,txt}';
/** Below this, compression gains less than its header costs (nginx's gzip_min_length says the same). */
const MIN_BYTES = 256;

/** The folder whose files only the editors load (the editing app). */
const EDITORS_ONLY = 'admin/';

/** Files of assets/ from this size on are shared scripts and styles: Zopfli's gzip for them. */
const SHARED_ASSET_BYTES = 8 * 1024;

/** Brotli's settings for a file: the highest quality for what visitors load, 9 for the editing app. */
const brotliOptions = (data: Buffer, forVisitors: boolean) => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: forVisitors ? constants.BROTLI_MAX_QUALITY : 9,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
  },
});

/** A file's Brotli copy as the build writes it (page-weight estimates use the same). */
export const brotli = (data: Buffer, forVisitors = true) =>
  brotliCompressSync(data, brotliOptions(data, forVisitors));

const brotliAsync = promisify(brotliCompress);
const gzip = promisify(gzipCallback);

/** The copies of one file: each encoding's suffix and bytes. */
async function copiesOf(file: string, data: Buffer): Promise<[string, Buffer][]> {
  const forVisitors = !file.startsWith(EDITORS_ONLY);
  const shared = file.startsWith(`${TOP_LEVEL.assets}/`) && data.length >= SHARED_ASSET_BYTES;
  // Loaded here, not with the module: npm start's server reads SUFFIXES and filesBelow and needs no Zopfli.
  const zopfli = shared ? (await import('@gfx/zopfli')).gzipAsync : undefined;
  const [br, gz] = await Promise.all([
    brotliAsync(data, brotliOptions(data, forVisitors)),
    // 15 iterations, as Zopfli's own tool.
    zopfli
      ? zopfli(data, { numiterations: 15 }).then((bytes) => Buffer.from(bytes))
      : gzip(data, { level: 9 }),
  ]);
  return [
    [SUFFIXES.br, br],
    [SUFFIXES.gzip, gz],
  ];
}

/** How many files are compressed at once: libuv's four threads, two of them with one file each. */
const AT_ONCE = 4;

/** Writes the copies of every text file below `dir` that are smaller than it; returns their relative paths. */
export async function precompress(dir: string): Promise<string[]> {
  const files = globSync(TEXT, { cwd: dir, dot: true });
  const written: string[] = [];
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < files.length; i = next++) {
      const file = files[i] as string;
      const data = readFileSync(join(dir, file));
      if (data.length < MIN_BYTES) continue;
      for (const [suffix, packed] of await copiesOf(file, data)) {
        if (packed.length >= data.length) continue;
        writeFileSync(join(dir, file + suffix), packed);
        written.push(file + suffix);
      }
    }
  };
  await Promise.all(Array.from({ length: AT_ONCE }, worker));
  return written;
}
