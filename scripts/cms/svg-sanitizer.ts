import { createRequire } from 'node:module';
import createDOMPurify from 'dompurify';
import {
  attributeProblem,
  cssProblem,
  elementProblem,
  SVG_NAMESPACE,
  svgFindings,
} from '../../src/content/svg-safety.ts';

// Cleans an SVG logo uploaded through the CMS's local backend before it is written to public/partners/.
// DOMPurify's SVG allowlist does most of it (no script, no foreignObject, no event handler, no unknown
// element); its hooks add the site's own rules from src/content/svg-safety.ts, which the build applies
// to every logo, so what this writes always passes the build: no reference outside the file (href,
// url() in attributes and <style>). `<use>` is allowed again (DOMPurify drops it because it can load
// another file; here its href can only point inside the file), and `role`, which logos use for
// role="img". The result is checked once more with the build's rules; what still fails is refused.

// jsdom ships no types; this is the one part of it used here.
const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
  JSDOM: new (html: string) => { window: Window & typeof globalThis };
};
const { window } = new JSDOM('');
const purify = createDOMPurify(window);

/** What became of an uploaded SVG: the cleaned file and what was taken out, or why it was refused. */
export type SanitizedSvg = { svg: string; removed: string[] } | { refused: string };

const lower = (name: string) => name.toLowerCase().replace(/^[a-z]+:/, '');

export function sanitizeSvg(text: string): SanitizedSvg {
  // A strict XML parse first: the browser shows an SVG file only when it is well-formed, and DOMPurify's
  // HTML parser would otherwise repair a broken file into something else.
  const document = new window.DOMParser().parseFromString(text.replace(/^\uFEFF/, ''), 'image/svg+xml');
  const root = document.documentElement;
  const error = document.getElementsByTagName('parsererror')[0];
  if (error) return { refused: `Die Datei ist kein gültiges SVG (${error.textContent?.trim()}).` };
  if (root.namespaceURI !== SVG_NAMESPACE || root.localName !== 'svg') {
    return {
      refused: `Die Datei beginnt mit <${root.nodeName}> statt mit <svg xmlns="${SVG_NAMESPACE}">: kein SVG-Bild.`,
    };
  }

  const removed: string[] = [];
  purify.addHook('uponSanitizeElement', (node, data) => {
    const element = node as Element;
    // The <body> DOMPurify parses the file into is its own wrapper.
    if (!element.localName || data.tagName === 'body') return;
    const problem = elementProblem(element.namespaceURI ?? '', element.localName);
    if (problem) removed.push(problem);
    if (data.tagName === 'style' && cssProblem(element.textContent ?? '')) {
      removed.push(`<style>: ${cssProblem(element.textContent ?? '')}`);
      element.textContent = '';
    }
  });
  purify.addHook('uponSanitizeAttribute', (node, data) => {
    const problem = attributeProblem(
      lower((node as Element).localName),
      lower(data.attrName),
      data.attrValue,
    );
    if (problem) {
      removed.push(problem);
      data.keepAttr = false;
    }
  });
  try {
    const fragment = purify.sanitize(new window.XMLSerializer().serializeToString(root), {
      USE_PROFILES: { svg: true, svgFilters: true },
      ADD_TAGS: ['use'],
      ADD_ATTR: ['role'],
      RETURN_DOM_FRAGMENT: true,
    });
    const svg = fragment.firstElementChild;
    if (svg?.localName !== 'svg') return { refused: 'Nach dem Bereinigen blieb kein SVG-Bild übrig.' };
    const cleaned = `${new window.XMLSerializer().serializeToString(svg as Element)}\n`;
    // The build's own check decides; the sanitiser only has to get there.
    const left = svgFindings(cleaned);
    if (left.length > 0) return { refused: `Das Logo ${left[0]?.problem}.` };
    return { svg: cleaned, removed: [...new Set(removed)] };
  } finally {
    purify.removeAllHooks();
  }
}
