import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { gzipAsync } from '@gfx/zopfli';
import { globSync } from 'tinyglobby';

// Every text file of the build is also written compressed, beside itself: `page.html.br` (Brotli at its
// highest quality) and `page.html.gz` (gzip, as Zopfli writes it: any gzip reader reads it, and it is 3-4 %
// smaller than gzip -9, which took / from 15.9 to 15.3 KB). Servers send these instead of compressing on
// every request (`npm start` by scripts/site-server.ts, nginx with brotli_static and gzip_static). It matters
// most for the HTML: inside the ~14.6 KB a new connection delivers in its first round trip, the page paints
// one round trip earlier.

/** The encodings written, in the order a server should prefer them, with their file suffixes. */
export const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;
export type Encoding = (typeof ENCODINGS)[number]['name'];

const TEXT = /\.(html|js|mjs|css|svg|json|webmanifest|xml|txt)$/;
/** Below this, compression gains less than its header costs (nginx's gzip_min_length says the same). */
const MIN_BYTES = 256;

const compressors: Record<Encoding, (data: Buffer) => Promise<Buffer>> = {
  br: async (data) =>
    brotliCompressSync(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
  // 15 iterations, as Zopfli's own tool: the whole site in about 2 s.
  gzip: async (data) => Buffer.from(await gzipAsync(data, { numiterations: 15 })),
};

/** Every file below `dir`, dotfiles included, as a path relative to it with '/' between folders. */
export const filesBelow = (dir: string) => globSync('**', { cwd: dir, dot: true });

/** Whether a file of the build gets compressed copies (only text, only where it pays). */
export const isCompressible = (path: string, bytes: number) => TEXT.test(path) && bytes >= MIN_BYTES;

/**
 * Writes the compressed copies of every text file below `dir` (a copy that would not be smaller is left
 * out) and returns them as paths relative to `dir`, with '/' between folders.
 */
export async function precompress(dir: string): Promise<string[]> {
  const written: string[] = [];
  for (const file of filesBelow(dir)) {
    const data = readFileSync(join(dir, file));
    if (!isCompressible(file, data.length)) continue;
    for (const { name, suffix } of ENCODINGS) {
      const packed = await compressors[name](data);
      if (packed.length >= data.length) continue;
      writeFileSync(join(dir, file + suffix), packed);
      written.push(file + suffix);
    }
  }
  return written;
}

/**
 * The encoding to send for a request's Accept-Encoding, among those a file has: the first of ENCODINGS the
 * client accepts (q above 0, by name or by `*`), or undefined for the file as it is.
 */
export function chooseEncoding(acceptEncoding: string | undefined, available: ReadonlySet<Encoding>) {
  if (!acceptEncoding || available.size === 0) return undefined;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    if (name) weights.set(name.trim(), Number.isFinite(weight) ? weight : 0);
  }
  const accepted = (name: string) => (weights.get(name) ?? weights.get('*') ?? 0) > 0;
  return ENCODINGS.find(({ name }) => available.has(name) && accepted(name));
}
