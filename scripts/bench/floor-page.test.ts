import { describe, expect, it } from 'vitest';
import { floorPage } from './floor-page.ts';

describe('floorPage', () => {
  const home =
    '<!doctype html><html><head><style>h1{color:red}</style><script>go()</script></head><body>' +
    '<header><p>Termin buchen</p></header><main><h1 class="x">Gemeinsam in <em>Seengen</em></h1>' +
    '<p class="y">Wir helfen &amp; begleiten.</p><p>Mehr</p><svg><text>Häuser</text></svg></main></body></html>';

  it('holds only the hero heading and the paragraph after it, as text', () => {
    const page = floorPage(home);
    expect(page).toContain('<body><h1>Gemeinsam in Seengen</h1><p>Wir helfen &amp; begleiten.</p></body>');
    for (const other of ['Termin buchen', 'Mehr', 'Häuser', '<style', '<script', 'class='])
      expect(page).not.toContain(other);
  });

  it('asks for nothing but itself: its icon is inline', () => {
    expect(floorPage(home)).toContain('<link rel="icon" href="data:,">');
  });

  it('refuses a home page without a heading and a paragraph after it', () => {
    expect(() => floorPage('<main><p>x</p></main>')).toThrow(/no h1 with a paragraph after it/);
  });
});
