import { lstatSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { SaxesParser } from 'saxes';
import { readText } from './read-text.ts';
import { LOGO_NAME_RULE, LOGO_PATH } from './schema/municipality.ts';

// The partner logos in public/partners/ are published as files on the site's own origin. The page shows
// them in <img>, where an SVG runs no script and loads nothing, but anyone can open /partners/x.svg
// directly: then it is a document of the site, and a script in it would run with the site's rights. So
// the build refuses every file there that is not a logo (an .html file would be a page of the site), and
// every SVG logo that holds something that could run or load: scripts, event handlers, embedded HTML or
// pages, references to other files or addresses (href, CSS url(), @import, xml-stylesheet), animations
// that change a reference, and DOCTYPE blocks that declare entities (a browser expands them into markup
// this check would not see). The check runs when the content is loaded (src/content/load.ts), so
// `npm run content:check`, `npm run build` and the dev server refuse such a logo whichever way it came in;
// the CMS's local backend cleans uploads with the same rules (scripts/cms/svg-sanitizer.ts).
// A denylist over a real XML parse (saxes, the parser jsdom uses): a logo from any drawing program passes
// unless it holds one of these, and the sanitiser's allowlist (DOMPurify) covers the rest.

export const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';
const XHTML_NAMESPACE = 'http://www.w3.org/1999/xhtml';
/** A logo is a few kilobytes; beyond this it is a mistake (a photo, a print file), refused unread. */
export const MAX_LOGO_BYTES = 512 * 1024;

/** Elements that run code or embed another document, by lower-case local name: what an editor is told. */
const ACTIVE_ELEMENTS: Record<string, string> = {
  script: 'ein Skript',
  handler: 'ein Skript',
  listener: 'ein Skript',
  foreignobject: 'eingebettetes HTML',
  iframe: 'eine eingebettete Seite',
  frame: 'eine eingebettete Seite',
  object: 'eine eingebettete Datei',
  embed: 'eine eingebettete Datei',
  applet: 'ein eingebettetes Programm',
};
const ANIMATIONS = new Set(['animate', 'set', 'animatemotion', 'animatetransform', 'animatecolor']);
/** Attributes whose value is an address the browser loads or follows. */
const REFERENCE_ATTRIBUTES = new Set([
  'href',
  'src',
  'srcset',
  'action',
  'formaction',
  'data',
  'poster',
  'background',
  'codebase',
  'ping',
]);
/** Embedded raster images (data: URLs) load nothing and run nothing. */
const RASTER_DATA_URL = /^data:image\/(?:png|jpeg|gif|webp)[;,]/i;
/** CSS functions that load an address without url(). */
const CSS_LOADERS = /(?:^|[^a-z-])(?:-webkit-)?(?:image-set|image|cross-fade|src)\s*\(/i;

/** Why an SVG is not safe to publish: one sentence, and the line it stands on (1-based). */
export interface SvgFinding {
  line: number;
  problem: string;
}

/** A value quoted in a message, cut so that the message stays one readable line. */
const quote = (value: string) =>
  `«${value.trim().length > 60 ? `${value.trim().slice(0, 60)}…` : value.trim()}»`;

/** True for an address that stays inside the file: `#id`, an empty one, or an embedded raster image. */
export function isLocalReference(value: string): boolean {
  const address = value.trim();
  return address === '' || address.startsWith('#') || RASTER_DATA_URL.test(address);
}

/** What in a piece of CSS (a <style> element, a style or presentation attribute) loads something. */
export function cssProblem(css: string): string | undefined {
  if (/@import/i.test(css)) return 'lädt mit @import ein anderes Stylesheet';
  if (css.includes('\\')) return 'hat CSS mit \\-Escapes, hinter denen sich Adressen verbergen können';
  for (const match of css.matchAll(/url\s*\(\s*(['"]?)([^'")]*)/gi)) {
    const address = match[2] ?? '';
    if (!isLocalReference(address)) return `lädt im CSS ${quote(address)} (url(…))`;
  }
  if (CSS_LOADERS.test(css)) return 'lädt im CSS ein Bild (image-set(), image() oder src())';
  return undefined;
}

/** What makes one attribute unsafe, or undefined. `element` and `name` are lower-case local names. */
export function attributeProblem(element: string, name: string, value: string): string | undefined {
  if (name.startsWith('on'))
    return `hat das Ereignis-Attribut ${name}="…": Code, der im Browser laufen könnte`;
  if (REFERENCE_ATTRIBUTES.has(name) && !isLocalReference(value)) {
    return `verweist mit ${name} auf ${quote(value)}: eine andere Datei oder Adresse`;
  }
  // Tabs and line breaks inside "java\tscript:" are dropped by browsers before the scheme is read.
  const compact = [...value].filter((c) => c.trim() !== '' && c >= ' ').join('');
  if (/^(?:javascript|vbscript|data:text\/html)/i.test(compact)) {
    return `enthält in ${name} eine Adresse, die Code ausführt (${quote(value)})`;
  }
  if (ANIMATIONS.has(element) && name === 'attributename') {
    const target = value
      .trim()
      .toLowerCase()
      .replace(/^[a-z]+:/, '');
    if (target.startsWith('on') || REFERENCE_ATTRIBUTES.has(target) || target === 'style') {
      return `verändert per Animation das Attribut ${value.trim()}`;
    }
  }
  const css = cssProblem(value);
  return css && (name === 'style' || /url\s*\(|@import/i.test(value))
    ? `${css} (Attribut ${name})`
    : undefined;
}

/** What makes one element unsafe by its name alone, or undefined. */
export function elementProblem(namespace: string, local: string): string | undefined {
  const active = ACTIVE_ELEMENTS[local.toLowerCase()];
  if (active) return `enthält <${local}>: ${active}`;
  if (namespace === XHTML_NAMESPACE) return `enthält das HTML-Element <${local}>`;
  return undefined;
}

/** Every unsafe part of an SVG document, in order; empty when it is safe to publish. */
export function svgFindings(text: string): SvgFinding[] {
  const findings: SvgFinding[] = [];
  const parser = new SaxesParser({ xmlns: true, position: true });
  let depth = 0;
  let tagLine = 1;
  /** The text of the <style> element being read, if inside one. */
  let style: string | undefined;
  let styleLine = 1;
  const add = (line: number, problem: string) => findings.push({ line, problem });

  parser.on('error', (error) => {
    throw error;
  });
  parser.on('doctype', (doctype) => {
    // An internal subset ("[ … ]") declares entities, which a browser expands into markup.
    if (doctype.includes('[')) add(parser.line, 'legt im DOCTYPE eigene Entitäten fest');
  });
  parser.on('processinginstruction', ({ target }) => {
    if (target.toLowerCase() === 'xml-stylesheet')
      add(parser.line, 'lädt mit <?xml-stylesheet?> ein Stylesheet');
  });
  parser.on('opentagstart', () => {
    // Called after the name and the character that ends it; when that was a line break, the tag began
    // on the line before.
    tagLine = parser.column === 0 ? parser.line - 1 : parser.line;
  });
  parser.on('opentag', (tag) => {
    const local = tag.local.toLowerCase();
    if (depth === 0 && (tag.uri !== SVG_NAMESPACE || local !== 'svg')) {
      add(tagLine, `beginnt mit <${tag.name}> statt mit <svg xmlns="${SVG_NAMESPACE}">: kein SVG-Bild`);
    }
    depth += 1;
    const element = elementProblem(tag.uri, tag.local);
    if (element) add(tagLine, element);
    for (const attribute of Object.values(tag.attributes)) {
      if (attribute.prefix === 'xmlns' || attribute.name === 'xmlns') continue;
      const problem = attributeProblem(local, attribute.local.toLowerCase(), attribute.value);
      if (problem) add(tagLine, problem);
    }
    if (local === 'style') {
      style = '';
      styleLine = tagLine;
    }
  });
  const collect = (chunk: string) => {
    if (style !== undefined) style += chunk;
  };
  parser.on('text', collect);
  parser.on('cdata', collect);
  parser.on('closetag', (tag) => {
    depth -= 1;
    if (tag.local?.toLowerCase() !== 'style' || style === undefined) return;
    const problem = cssProblem(style);
    if (problem) add(styleLine, `${problem} (<style>)`);
    style = undefined;
  });

  try {
    parser.write(text.replace(/^\uFEFF/, '')).close();
  } catch (error) {
    const reason = error instanceof Error ? error.message.replace(/^.*?\d+:\d+: /, '') : String(error);
    return [{ line: parser.line, problem: `ist kein gültiges SVG (XML-Fehler: ${reason})` }];
  }
  return findings;
}

/** What the editor is asked to do about an unsafe logo. */
const EXPECTED_SVG =
  'Erwartet ein Logo ohne Skripte, Ereignis-Attribute (on…), eingebettetes HTML und Verweise auf andere Dateien: als einfaches SVG oder als PNG exportieren, oder mit npm run cms hochladen, das solche Teile entfernt.';
const EXPECTED_FILE = `Erwartet im Ordner public/partners/ nur Logo-Dateien (Name: ${LOGO_NAME_RULE}, z. B. gemeinde-diepoldsau.svg).`;

/**
 * Every problem of the files in `<root>/public/partners/`, one German line each ("public/partners/x.svg,
 * Zeile 3: Das Logo enthält <script>: … Erwartet …"): files that are not logos, and SVG logos that are
 * not safe to publish. Empty when the folder is fine or absent.
 */
export function partnerLogoProblems(root: string): string[] {
  const folder = join(root, 'public', 'partners');
  let names: string[];
  try {
    names = readdirSync(folder).sort();
  } catch {
    return [];
  }
  const problems: string[] = [];
  for (const name of names) {
    const label = `public/partners/${name}`;
    const stat = lstatSync(join(folder, name));
    if (stat.isSymbolicLink()) {
      problems.push(`${label}: Die Datei ist ein symbolischer Link. ${EXPECTED_FILE}`);
    } else if (stat.isDirectory()) {
      problems.push(`${label}: Das ist ein Ordner. ${EXPECTED_FILE}`);
    } else if (!LOGO_PATH.test(`/partners/${name}`)) {
      problems.push(`${label}: Diese Datei ist kein Logo. ${EXPECTED_FILE}`);
    } else if (name.endsWith('.svg')) {
      const text = readText(join(folder, name), MAX_LOGO_BYTES);
      if (typeof text !== 'string') {
        problems.push(`${label}${text.problem.startsWith('Zeile') ? ', ' : ': '}${text.problem}`);
        continue;
      }
      for (const { line, problem } of svgFindings(text)) {
        problems.push(`${label}, Zeile ${line}: Das Logo ${problem}. ${EXPECTED_SVG}`);
      }
    }
  }
  return problems;
}
