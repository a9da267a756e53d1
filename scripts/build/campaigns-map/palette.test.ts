import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { drawCampaignsMap } from './draw.ts';
import { GLOBAL_CSS, mapPalette } from './palette.ts';

// The map's colours come from the page's tokens in global.css, in both schemes.

const CSS = `
:root { color-scheme: light dark; --page: #fffffe; --card: #fffffd; --ink: #111111; --brand: #00aa00; --accent: #ffee00; }
.card { --brand: #999999; }
@media (prefers-color-scheme: dark) {
  :root { --page: #000001; --card: #000002; --ink: #eeeeee; --brand: #00ff00; --accent: #ffcc00; }
}
@media print {
  :root { --ink: #000000; --brand: #000000; }
}
`;

describe('the map’s palette', () => {
  it('takes each scheme’s tokens from :root, the dark ones from the prefers-color-scheme: dark block (not print’s)', () => {
    const light = mapPalette('light', CSS);
    const dark = mapPalette('dark', CSS);
    expect([light.ground, light.label, light.marks.finished.fill, light.marks.running.fill]).toEqual([
      '#fffffd',
      '#111111',
      '#00aa00',
      '#ffee00',
    ]);
    expect([dark.ground, dark.label, dark.marks.finished.fill, dark.marks.running.fill]).toEqual([
      '#000002',
      '#eeeeee',
      '#00ff00',
      '#ffcc00',
    ]);
    expect([light.marks.running.edge, dark.marks.running.edge]).toEqual(['#111111', '#000001']);
  });

  it('draws the finished marks in the page’s brand colour of each scheme, as global.css writes it', () => {
    const css = readFileSync(GLOBAL_CSS, 'utf8');
    // Read here by pattern, apart from the parser the map uses: the first :root, and the dark block's.
    const light = /^:root \{[^}]*--brand: (#[0-9a-f]{6});/m.exec(css)?.[1];
    const dark = /\(prefers-color-scheme: dark\) \{\s*:root \{[^}]*--brand: (#[0-9a-f]{6});/.exec(css)?.[1];
    expect([light, dark]).toEqual([expect.stringMatching(/^#/), expect.stringMatching(/^#/)]);
    const { svg } = drawCampaignsMap([{ name: 'Seengen', bfsNumber: 4208, phase: 'finished' }]);
    expect(svg).toContain(`.f{fill:${light};`);
    expect(svg).toContain(`.f{fill:${dark};`);
  });

  it('names the scheme and the token it misses', () => {
    expect(() => mapPalette('dark', CSS.replace('--brand: #00ff00;', ''))).toThrow(
      'src/styles/global.css: the dark scheme has no --brand, which the map’s colours take.',
    );
  });
});
