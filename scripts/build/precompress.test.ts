import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { tempDir } from '../../tests/support/temp-dir.ts';
import { precompress } from './precompress.ts';

describe('precompress', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('writes a Brotli and a gzip copy of each text file that gains from them, and nothing else', async () => {
    dir = tempDir('100in100-precompress-');
    const page = `<!doctype html><p>${'Wärmepumpe statt Öl. '.repeat(40)}</p>`;
    const files: Record<string, string | Buffer> = {
      'index.html': page,
      'assets/app-1.js': `console.log(${JSON.stringify('x'.repeat(600))});`,
      // A script every page shares, of the size of React's chunk: Zopfli's gzip.
      'assets/shared-3.js': Array.from({ length: 900 }, (_, i) => `export const v${i} = "${i * 7919}";`).join(
        '\n',
      ),
      'admin/assets/app-2.js': `console.log(${JSON.stringify('Redaktion '.repeat(60))});`,
      'robots.txt': 'User-agent: *\n',
      'icon.png': Buffer.alloc(4000, 7),
      _headers: `/*\n${'  X-Test: 1\n'.repeat(100)}`,
    };
    for (const [file, data] of Object.entries(files)) {
      mkdirSync(join(dir, file, '..'), { recursive: true });
      writeFileSync(join(dir, file), data);
    }
    const written = await precompress(dir);
    expect(written.sort()).toEqual([
      'admin/assets/app-2.js.br',
      'admin/assets/app-2.js.gz',
      'assets/app-1.js.br',
      'assets/app-1.js.gz',
      'assets/shared-3.js.br',
      'assets/shared-3.js.gz',
      'index.html.br',
      'index.html.gz',
    ]);
    expect(brotliDecompressSync(readFileSync(join(dir, 'index.html.br'))).toString()).toBe(page);
    expect(gunzipSync(readFileSync(join(dir, 'index.html.gz'))).toString()).toBe(page);
    expect(readFileSync(join(dir, 'index.html.br')).length).toBeLessThan(Buffer.byteLength(page));
    // A page's gzip copy, which no browser receives, is gzip -9's; a shared script's is Zopfli's, smaller.
    expect(readFileSync(join(dir, 'index.html.gz'))).toEqual(gzipSync(page, { level: 9 }));
    const shared = readFileSync(join(dir, 'assets/shared-3.js'));
    expect(gunzipSync(readFileSync(join(dir, 'assets/shared-3.js.gz')))).toEqual(shared);
    expect(readFileSync(join(dir, 'assets/shared-3.js.gz')).length).toBeLessThan(
      gzipSync(shared, { level: 9 }).length,
    );
    // The editing app's copies are gzip -9's (what Zopfli would shrink further is not worth its time there).
    const app = readFileSync(join(dir, 'admin/assets/app-2.js'));
    expect(readFileSync(join(dir, 'admin/assets/app-2.js.gz'))).toEqual(gzipSync(app, { level: 9 }));
    expect(brotliDecompressSync(readFileSync(join(dir, 'admin/assets/app-2.js.br')))).toEqual(app);
    expect(readdirSync(dir).sort()).toEqual([
      '_headers',
      'admin',
      'assets',
      'icon.png',
      'index.html',
      'index.html.br',
      'index.html.gz',
      'robots.txt',
    ]);
  });
});
