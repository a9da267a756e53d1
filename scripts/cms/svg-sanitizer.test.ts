import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { svgFindings } from '../../src/content/svg-safety.ts';
import { FIXTURE_ROOT } from '../../tests/support/content-fixture.ts';
import { FIXTURE_SITE } from '../../tests/support/project-copy.ts';
import { sanitizeSvg } from './svg-sanitizer.ts';

// What the local backend writes for an uploaded SVG: the drawing without what could run or load, always
// passing the build's check of the logos; or a refusal when no SVG drawing is left.

/** The partner logos of the tests' two content sets, drawn as the cooperative's are. */
const LOGOS = [FIXTURE_SITE, FIXTURE_ROOT].flatMap((set) => {
  const folder = join(set, 'public', 'partners');
  return readdirSync(folder).map((name) => join(folder, name));
});
const svg = (body: string, attributes = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10"${attributes}>${body}</svg>`;

function cleaned(text: string): string {
  const result = sanitizeSvg(text);
  if ('refused' in result) throw new Error(result.refused);
  return result.svg;
}

describe('sanitizeSvg', () => {
  it('leaves partner logos byte for byte as they are', () => {
    expect(LOGOS.length).toBeGreaterThan(0);
    for (const file of LOGOS) {
      const text = readFileSync(file, 'utf8');
      expect(sanitizeSvg(text), file).toEqual({ svg: text, removed: [] });
    }
  });

  it('keeps what a logo is drawn with: viewBox, gradients, symbols, #id references, role, title', () => {
    const logo = svg(
      '<title>Werk</title><defs><linearGradient id="g" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="#fff"/></linearGradient><symbol id="s"><path d="M0 0h5"/></symbol></defs><use href="#s"/><use xlink:href="#s"/><rect fill="url(#g)" width="10" height="10"/><style>rect { fill: url(#g) }</style>',
      ' role="img" preserveAspectRatio="xMidYMid meet"',
    );
    expect(cleaned(logo)).toBe(`${logo}\n`);
  });

  it.each([
    ['<script>', svg('<script>alert(1)</script><rect width="1" height="1"/>'), /<script|alert/],
    ['onload=', svg('<rect width="1" height="1"/>', ' onload="alert(1)"'), /onload|alert/],
    [
      'href="https://…"',
      svg('<a href="https://evil.example/"><rect width="1" height="1"/></a>'),
      /https:|evil/,
    ],
    [
      'xlink:href to an image elsewhere',
      svg('<image xlink:href="https://evil.example/t.png"/>'),
      /https:|evil/,
    ],
    ['a use of another file', svg('<use href="sprite.svg#a"/>'), /sprite/],
    [
      'a foreignObject',
      svg('<foreignObject><p xmlns="http://www.w3.org/1999/xhtml">x</p></foreignObject>'),
      /foreignObject|<p/i,
    ],
    [
      'url() to elsewhere',
      svg('<rect fill="url(https://evil.example/#g)" style="fill:url(//e.example/a)"/>'),
      /evil|e\.example/,
    ],
    [
      '@import in <style>',
      svg('<style>@import "https://evil.example/a.css"; rect { fill: red }</style>'),
      /@import|evil/,
    ],
    [
      'an animated href',
      svg('<a><set attributeName="href" to="javascript:alert(1)"/></a>'),
      /<set|javascript/,
    ],
    ['a javascript: link', svg('<a href="javascript:alert(1)"><rect/></a>'), /javascript/],
    [
      'an xml-stylesheet',
      `<?xml-stylesheet href="https://evil.example/a.css"?>${svg('')}`,
      /stylesheet|evil/,
    ],
    [
      'entities declared in the DOCTYPE',
      `<!DOCTYPE svg [<!ENTITY a "<script>alert(1)</script>">]>${svg('<text>&a;</text>')}`,
      /<script/,
    ],
  ])('takes out %s, and the result passes the build’s check', (_, text, gone) => {
    const result = cleaned(text);
    expect(result).not.toMatch(gone);
    expect(result).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(svgFindings(result)).toEqual([]);
  });

  it('says what it took out', () => {
    const result = sanitizeSvg(
      svg('<script>1</script><a href="https://evil.example/"><rect/></a>', ' onload="x()"'),
    );
    expect(result).toMatchObject({
      removed: [
        expect.stringMatching(/onload/),
        expect.stringMatching(/<script>/),
        expect.stringMatching(/https:\/\/evil\.example/),
      ],
    });
  });

  it.each([
    [
      'an HTML page',
      '<html><body><script>alert(1)</script></body></html>',
      /kein gültiges SVG|statt mit <svg xmlns=/,
    ],
    [
      'an XHTML page',
      '<html xmlns="http://www.w3.org/1999/xhtml"><body/></html>',
      /beginnt mit <html> statt mit <svg xmlns=/,
    ],
    ['broken XML', '<svg xmlns="http://www.w3.org/2000/svg"><rect></svg>', /kein gültiges SVG/],
    ['an SVG without its namespace', '<svg><rect/></svg>', /beginnt mit <svg> statt mit <svg xmlns=/],
  ])('refuses %s', (_, text, message) => {
    const result = sanitizeSvg(text);
    expect(result).toEqual({ refused: expect.stringMatching(message) });
  });
});
