import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../settings.ts';
import { heroIllustrationFile, heroIllustrationFiles, palette } from './hero-illustration-files.ts';

const root = ROOT;
const css = `
:root {
  --hero-ink: #ffffff;
  --hero-from: #1f6b3a;
  --hero-to: #1b5a86;
  --accent: #f5b700;
}
@media (prefers-color-scheme: dark) {
  :root {
    --hero-ink: #f3f7f4;
    --hero-from: #0f3a22;
    --hero-to: #0f2f4a;
    --accent: #f5c542;
  }
}`;

describe('hero illustration files', () => {
  it('reads each scheme of the palette', () => {
    expect(palette(css, 'light').get('--hero-from')).toBe('#1f6b3a');
    expect(palette(css, 'dark').get('--hero-from')).toBe('#0f3a22');
  });

  it("draws each scheme in that scheme's colours, with no custom property left", () => {
    const light = heroIllustrationFile('light', css);
    const dark = heroIllustrationFile('dark', css);
    expect(light).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 480 400"/);
    expect(light).toContain('fill="#f5b700"');
    expect(dark).toContain('fill="#f5c542"');
    expect(dark).not.toContain('#f5b700');
    expect(`${light}${dark}`).not.toContain('var(');
  });

  it('names a colour the palette lacks', () => {
    expect(() => heroIllustrationFile('dark', css.replace('--accent: #f5c542;', ''))).toThrow(
      /dark palette has no --accent/,
    );
  });

  it('are committed in public/ as the drawing and global.css make them (else run `npm run images`)', () => {
    for (const [file, content] of Object.entries(heroIllustrationFiles())) {
      expect(readFileSync(join(root, 'public', file), 'utf8'), `public${file}: run npm run images`).toBe(
        content,
      );
    }
  });
});
