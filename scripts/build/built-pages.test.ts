import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIXTURE_SITE } from '../../tests/support/project-copy.ts';
import { tempDir } from '../../tests/support/temp-dir.ts';
import { builtPages } from './built-pages.ts';
import { brotli } from './precompress.ts';

// What the build tells the editing app about its pages (admin/content.json's `built`): each page's HTML as
// Brotli, as the copy the build writes beside it, the day and the legal text it was made from.

describe('builtPages', () => {
  it("weighs each municipality's page by slug and the privacy policy's as their Brotli copies", () => {
    const pages = [
      { kind: 'municipality', slug: 'diepoldsau', file: 'index.html' },
      { kind: 'municipality', slug: 'seengen', file: 'seengen/index.html' },
      { kind: 'privacy-policy', slug: 'diepoldsau', file: 'privacy-policy/index.html' },
      { kind: 'not-found', slug: 'diepoldsau', file: '404.html' },
    ] as const;
    const dir = tempDir('built-pages-');
    pages.forEach((page, i) => {
      const file = join(dir, page.file);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, `<!doctype html><title>${page.slug}</title>${'<p>Text</p>'.repeat(i * 50)}`);
    });
    const bytes = (file: string) => brotli(readFileSync(join(dir, file))).length;
    const built = builtPages(dir, pages, '2026-11-26', FIXTURE_SITE);
    expect(built.day).toBe('2026-11-26');
    expect(built.pageBytes).toEqual({
      diepoldsau: bytes('index.html'),
      seengen: bytes('seengen/index.html'),
    });
    expect(built.privacyPolicyBytes).toBe(bytes('privacy-policy/index.html'));
    expect(built.privacyPolicy).toBe(
      readFileSync(join(FIXTURE_SITE, 'content', 'legal', 'privacy-policy.md'), 'utf8'),
    );
  });
});
