import { quote } from '../quote.ts';
import { ROUTES } from '../routes.ts';
import { IMPRINT_ID } from './topics.ts';

// The links a legal text may hold. Each one leads where its reader expects: an anchor on the page, another
// page of this site, the cooperative's email or phone, or another site over https in a new tab. Anything
// else (a protocol-relative //host, /\host, which browsers read the same way, javascript:, data:, http:)
// could take a visitor to another site in the same tab, or run code, and is refused.

interface LinkTargets {
  /** Ids on the privacy-policy page: the topics found, and the imprint. */
  ids: ReadonlySet<string>;
  /** The only mailto: and tel: targets, the ones {email} and {phone} write. */
  mailto: string;
  tel: string;
}

const PATHS: readonly string[] = Object.values(ROUTES);
const ALLOWED = `Erwartet #kennung, eine Seite dieser Website (${PATHS.join(', ')}), {email}, {phone} oder einen https://-Link.`;

/** Why `href` is refused, or undefined when it is a link the text may hold. */
export function linkProblem(href: string, targets: LinkTargets): string | undefined {
  const anchorProblem = (id: string) =>
    targets.ids.has(id)
      ? undefined
      : `führt ins Leere. Erwartet die Kennung eines Themas oder #${IMPRINT_ID}.`;
  // Browsers drop tabs and line breaks inside an address: "/<tab>/host" is "//host".
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point
  if (/[\s\u0000-\u001f\u007f]/.test(href))
    return 'enthält ein Leer- oder Steuerzeichen. Erwartet eine Adresse ohne.';
  if (href.startsWith('#')) return anchorProblem(href.slice(1));
  if (href.startsWith('//')) {
    return 'beginnt mit // und führt so im selben Tab auf eine andere Website. Erwartet https://… für eine andere Website oder eine Seite dieser Website.';
  }
  if (/^\/\\|^\\/.test(href)) {
    return 'beginnt mit einem Backslash, den Browser als // lesen (andere Website). Erwartet eine Seite dieser Website.';
  }
  if (href.startsWith('/')) {
    const [path = '', id] = href.split('#', 2);
    if (!PATHS.includes(path))
      return `ist keine Seite dieser Website. Erwartet eine von ${PATHS.join(', ')}.`;
    if (id === undefined) return undefined;
    if (path !== ROUTES.privacyPolicy)
      return `zeigt auf eine Stelle in ${path}, die sich nicht prüfen lässt. Erwartet ${path} allein.`;
    return anchorProblem(id);
  }
  if (/^mailto:/i.test(href)) {
    return href === targets.mailto ? undefined : 'ist ein ausgeschriebener mailto:-Link. Erwartet {email}.';
  }
  if (/^tel:/i.test(href))
    return href === targets.tel ? undefined : 'ist ein ausgeschriebener tel:-Link. Erwartet {phone}.';
  if (/^https:\/\//i.test(href)) {
    let url: URL;
    try {
      url = new URL(href);
    } catch {
      return `ist keine gültige https://-Adresse. ${ALLOWED}`;
    }
    if (url.username || url.password) {
      return `nennt einen Benutzer vor «@» (geöffnet wird ${url.host}). Erwartet https://host/pfad.`;
    }
    return undefined;
  }
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(href)?.[1];
  if (scheme?.toLowerCase() === 'http') return `ist nicht https. ${ALLOWED}`;
  if (scheme?.toLowerCase() === 'https') return `ist keine gültige https://-Adresse. ${ALLOWED}`;
  if (scheme) return `verwendet ${scheme}:, das hier nicht erlaubt ist. ${ALLOWED}`;
  return `ist eine relative Adresse. ${ALLOWED}`;
}

/** "the link to "…"" for a message, the target cut if long. */
export const linkLabel = (href: string) => `Der Link auf ${quote(href, 60)}`;
