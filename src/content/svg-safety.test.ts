import { mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentFixture, FIXTURE_ROOT } from '../../tests/support/content-fixture.ts';
import { loadProblems } from '../../tests/support/content-problems.ts';
import { FIXTURE_SITE } from '../../tests/support/project-copy.ts';
import { checkAllContent } from './check.ts';
import { partnerLogoProblems, svgFindings } from './svg-safety.ts';

// The build's check of the partner logos: what in an SVG could run or load something when the file is
// opened on the site's origin, and which files do not belong in public/partners/ at all.

const svg = (body: string, attributes = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10"${attributes}>\n${body}\n</svg>\n`;
const problems = (text: string) => svgFindings(text).map((f) => f.problem);

describe('svgFindings', () => {
  it.each([
    ['the browser tests’ content', join(FIXTURE_SITE, 'public', 'partners')],
    ['the unit tests’ content', join(FIXTURE_ROOT, 'public', 'partners')],
  ])('passes every partner logo of %s', (_, folder) => {
    for (const name of readdirSync(folder)) {
      expect(svgFindings(readFileSync(join(folder, name), 'utf8')), name).toEqual([]);
    }
  });

  it('passes what drawing programs write: gradients, symbols used by #id, embedded PNGs, styles, a DOCTYPE', () => {
    const logo = `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">
${svg(`<defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient><symbol id="s"><path d="M0 0h5"/></symbol></defs>
<style>.a { fill: url(#g); font-family: "Open Sans", sans-serif }</style>
<use href="#s"/><use xlink:href="#s"/><rect class="a" fill="url('#g')" width="10" height="10"/>
<image href="data:image/png;base64,iVBORw0KGgo=" width="1" height="1"/>
<a href="#s"><text>Partner &amp; Co.</text></a>`)}`;
    expect(svgFindings(logo)).toEqual([]);
  });

  it.each([
    ['a script', svg('<script>alert(1)</script>'), /enthält <script>: ein Skript/],
    ['an XHTML script', svg('<h:script xmlns:h="http://www.w3.org/1999/xhtml">1</h:script>'), /<script>/],
    [
      'an event handler',
      svg('<rect width="1" height="1"/>', ' onload="alert(1)"'),
      /Ereignis-Attribut onload/,
    ],
    ['an event handler in capitals', svg('<rect onClick="x()"/>'), /Ereignis-Attribut onclick/],
    [
      'a foreignObject',
      svg('<foreignObject><p xmlns="http://www.w3.org/1999/xhtml">x</p></foreignObject>'),
      /foreignObject/,
    ],
    [
      'an iframe',
      svg('<iframe xmlns="http://www.w3.org/1999/xhtml" src="https://x.example"/>'),
      /eingebettete Seite/,
    ],
    [
      'a link to another site',
      svg('<a href="https://evil.example/"><rect/></a>'),
      /verweist mit href auf «https:\/\/evil\.example\/»/,
    ],
    ['an external image', svg('<image xlink:href="https://evil.example/t.png"/>'), /verweist mit href/],
    ['a use of another file', svg('<use href="sprite.svg#a"/>'), /«sprite\.svg#a»/],
    [
      'a javascript: link with a tab',
      svg('<a href="java&#9;script:alert(1)"><rect/></a>'),
      /verweist mit href/,
    ],
    ['an embedded SVG image', svg('<image href="data:image/svg+xml;base64,PHN2Zy8+"/>'), /verweist mit href/],
    [
      'an external url() in an attribute',
      svg('<rect fill="url(https://evil.example/#g)"/>'),
      /lädt im CSS «https:\/\/evil\.example\/#g»/,
    ],
    [
      'an external url() in a style attribute',
      svg('<rect style="fill: url(//evil.example/a)"/>'),
      /Attribut style/,
    ],
    ['@import in <style>', svg('<style>@import "https://evil.example/a.css";</style>'), /@import/],
    [
      'an external url() in <style>',
      svg('<style><![CDATA[rect { fill: url(https://evil.example/x) }]]></style>'),
      /<style>/,
    ],
    [
      'image-set() in <style>',
      svg('<style>rect { background: image-set("https://e.example/a.png" 1x) }</style>'),
      /image-set/,
    ],
    ['a CSS escape', svg('<style>rect { fill: \\75 rl(https://e.example/) }</style>'), /Escapes/],
    ['an animated href', svg('<a><set attributeName="href" to="#x"/></a>'), /Animation das Attribut href/],
    [
      'an animated xlink:href',
      svg('<a><animate attributeName="xlink:href" values="#a;#b"/></a>'),
      /Animation das Attribut xlink:href/,
    ],
    [
      'an animation to javascript:',
      svg('<a><set attributeName="title" to="javascript:alert(1)"/></a>'),
      /Code ausführt/,
    ],
    [
      'an xml-stylesheet',
      `<?xml-stylesheet href="https://evil.example/a.css"?>\n${svg('')}`,
      /xml-stylesheet/,
    ],
    ['entities declared in the DOCTYPE', `<!DOCTYPE svg [<!ENTITY a "b">]>\n${svg('')}`, /Entitäten/],
    ['an HTML page', '<html xmlns="http://www.w3.org/1999/xhtml"><body/></html>', /beginnt mit <html>/],
    ['an SVG without its namespace', '<svg viewBox="0 0 1 1"/>', /beginnt mit <svg>/],
    ['broken XML', '<svg xmlns="http://www.w3.org/2000/svg"><rect></svg>', /kein gültiges SVG/],
    ['an undefined entity', svg('<text>&x;</text>'), /kein gültiges SVG/],
  ])('finds %s', (_, text, expected) => {
    expect(problems(text).join('\n')).toMatch(expected);
  });

  it('names the line of each finding', () => {
    const text = svg('<rect/>\n<script>1</script>\n<a\n  href="https://e.example">x</a>');
    expect(svgFindings(text).map((f) => f.line)).toEqual([3, 4]);
  });
});

describe('partnerLogoProblems', () => {
  it('is empty for a folder of logos, and for none', () => {
    expect(partnerLogoProblems(FIXTURE_ROOT)).toEqual([]);
    expect(partnerLogoProblems(join(FIXTURE_ROOT, 'content'))).toEqual([]);
  });

  it('names each file that is not a safe logo, in German, with what to do', () => {
    const { root } = contentFixture();
    const partners = join(root, 'public', 'partners');
    writeFileSync(join(partners, 'werk.svg'), svg('<rect width="1" height="1"/>', ' onload="alert(1)"'));
    writeFileSync(join(partners, 'seite.html'), '<script>alert(1)</script>');
    writeFileSync(join(partners, 'Logo.SVG'), svg(''));
    mkdirSync(join(partners, 'alt'));
    symlinkSync(join(root, 'content', 'site.json'), join(partners, 'link.svg'));
    expect(partnerLogoProblems(root)).toEqual([
      'public/partners/Logo.SVG: Diese Datei ist kein Logo. Erwartet im Ordner public/partners/ nur Logo-Dateien (Name: Kleinbuchstaben, Ziffern und Bindestriche, Endung .svg, .png oder .webp, z. B. gemeinde-diepoldsau.svg).',
      'public/partners/alt: Das ist ein Ordner. Erwartet im Ordner public/partners/ nur Logo-Dateien (Name: Kleinbuchstaben, Ziffern und Bindestriche, Endung .svg, .png oder .webp, z. B. gemeinde-diepoldsau.svg).',
      'public/partners/link.svg: Die Datei ist ein symbolischer Link. Erwartet im Ordner public/partners/ nur Logo-Dateien (Name: Kleinbuchstaben, Ziffern und Bindestriche, Endung .svg, .png oder .webp, z. B. gemeinde-diepoldsau.svg).',
      'public/partners/seite.html: Diese Datei ist kein Logo. Erwartet im Ordner public/partners/ nur Logo-Dateien (Name: Kleinbuchstaben, Ziffern und Bindestriche, Endung .svg, .png oder .webp, z. B. gemeinde-diepoldsau.svg).',
      'public/partners/werk.svg, Zeile 1: Das Logo hat das Ereignis-Attribut onload="…": Code, der im Browser laufen könnte. Erwartet ein Logo ohne Skripte, Ereignis-Attribute (on…), eingebettetes HTML und Verweise auf andere Dateien: als einfaches SVG oder als PNG exportieren, oder mit npm run cms hochladen, das solche Teile entfernt.',
    ]);
  });

  it('keeps each problem to one line that is printed whole, however long the address it quotes', () => {
    const { root } = contentFixture();
    writeFileSync(
      join(root, 'public/partners/werk.svg'),
      svg(`<a href="https://evil.example/${'x'.repeat(500)}"><rect/></a>`),
    );
    const [line] = partnerLogoProblems(root);
    expect(line).toMatch(/verweist mit href auf «https:\/\/evil\.example\/x+…»/);
    // formatProblems (src/content/problems.ts) cuts a line beyond 400 characters.
    expect(line?.length).toBeLessThanOrEqual(400);
  });

  it('refuses an SVG logo larger than 512 KB unread', () => {
    const { root } = contentFixture();
    writeFileSync(join(root, 'public/partners/werk.svg'), svg(`<!--${'x'.repeat(600_000)}-->`));
    expect(partnerLogoProblems(root)).toEqual([
      expect.stringMatching(
        /^public\/partners\/werk\.svg: Die Datei ist 58\d KB gross\. Erwartet höchstens 512 KB/,
      ),
    ]);
  });
});

describe('the content check and the build refuse an unsafe logo', () => {
  it('loadContent and checkAllContent report it with the content’s other problems', () => {
    const f = contentFixture();
    writeFileSync(join(f.root, 'public/partners/netz.svg'), svg('<script>fetch("/")</script>'));
    f.editMunicipality((m) => {
      m.target = 0;
    });
    const logo = expect.stringMatching(
      /^public\/partners\/netz\.svg, Zeile 2: Das Logo enthält <script>: ein Skript\. Erwartet/,
    );
    const loaded = loadProblems(f.root);
    expect(loaded).toContainEqual(logo);
    expect(loaded.some((p) => p.startsWith('content/municipalities/thalwil.json'))).toBe(true);
    expect(checkAllContent(f.root)).toContainEqual(logo);
  });

  it('reports a logo no municipality uses too: public/ is published whole', () => {
    const { root } = contentFixture();
    writeFileSync(join(root, 'public/partners/unbenutzt.svg'), svg('', ' onload="x()"'));
    expect(checkAllContent(root)).toEqual([
      expect.stringMatching(/^public\/partners\/unbenutzt\.svg, Zeile 1: .*onload/),
    ]);
  });
});
