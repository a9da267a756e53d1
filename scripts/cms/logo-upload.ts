import { posix } from 'node:path';
import { MAX_LOGO_BYTES } from '../../src/content/svg-safety.ts';
import { Refused } from './content-paths.ts';

// A partner logo uploaded through the CMS's local backend, before it is written to public/partners/: the
// types a logo may be (src/content/schema/municipality.ts, LOGO_PATH: SVG, PNG, WebP), checked by content
// as well as by name, at most MAX_LOGO_BYTES, and an SVG cleaned (scripts/cms/svg-sanitizer.ts, loaded as the
// media library opens or with the first SVG: jsdom takes seconds to load, which `npm run cms` would otherwise
// wait for at its start).

/** The SVG cleaner, loaded once: with the first SVG, or as the media library opens (prepareLogoUploads). */
let sanitizer: Promise<typeof import('./svg-sanitizer.ts')> | undefined;
const loadSanitizer = () => {
  sanitizer ??= import('./svg-sanitizer.ts');
  return sanitizer;
};

/**
 * Starts loading the SVG cleaner while the editor is in the media library, where an upload may follow: the
 * first SVG then waits for jsdom no longer (3 s on a busy machine). A failure shows with that upload.
 */
export function prepareLogoUploads() {
  loadSanitizer().catch(() => {
    sanitizer = undefined;
  });
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const isPng = (bytes: Buffer) => bytes.subarray(0, 8).equals(PNG_SIGNATURE);
const isWebp = (bytes: Buffer) =>
  bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP';
const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/** The upload as it will be written (base64), and what cleaning took out of an SVG. */
export interface CheckedLogo {
  content: string;
  removed: string[];
}

/** Checks (and for an SVG cleans) the base64 `content` uploaded to `path`, or throws Refused (422). */
export async function checkLogoUpload(path: string, content: string): Promise<CheckedLogo> {
  const name = posix.basename(path);
  const bytes = Buffer.from(content, 'base64');
  const refuse = (why: string) => new Refused(`Das Logo «${name}» wurde nicht gespeichert: ${why}`, 422);
  if (bytes.length > MAX_LOGO_BYTES) {
    throw refuse(
      `es ist ${Math.ceil(bytes.length / 1024)} KB gross. Erwartet höchstens ${MAX_LOGO_BYTES / 1024} KB (ein Logo in Bildschirmgrösse, kein Druck-PDF oder Foto).`,
    );
  }
  if (name.endsWith('.png') || name.endsWith('.webp')) {
    const png = name.endsWith('.png');
    if (png ? !isPng(bytes) : !isWebp(bytes)) {
      throw refuse(
        `der Inhalt ist kein ${png ? 'PNG' : 'WebP'}-Bild. Erwartet eine Datei, deren Endung zu ihrem Inhalt passt.`,
      );
    }
    return { content, removed: [] };
  }
  let text: string;
  try {
    text = strictUtf8.decode(bytes);
  } catch {
    throw refuse('die SVG-Datei ist nicht als UTF-8 gespeichert. Erwartet ein SVG in UTF-8.');
  }
  const { sanitizeSvg } = await loadSanitizer();
  const result = sanitizeSvg(text);
  if ('refused' in result)
    throw refuse(`${result.refused} Erwartet ein SVG-Bild, wie es ein Grafikprogramm exportiert.`);
  return { content: Buffer.from(result.svg).toString('base64'), removed: result.removed };
}
