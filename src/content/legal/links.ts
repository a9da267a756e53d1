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
const ALLOWED = `expected #id, a path of this site (${PATHS.join(', ')}), {email}, {phone} or an https:// link`;

/** Why `href` is refused, or undefined when it is a link the text may hold. */
export function linkProblem(href: string, targets: LinkTargets): string | undefined {
  const anchorProblem = (id: string) =>
    targets.ids.has(id) ? undefined : `has no target; expected the id of a topic or #${IMPRINT_ID}`;
  // Browsers drop tabs and line breaks inside an address: "/<tab>/host" is "//host".
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point
  if (/[\s\u0000-\u001f\u007f]/.test(href))
    return 'contains a space or control character; expected an address without';
  if (href.startsWith('#')) return anchorProblem(href.slice(1));
  if (href.startsWith('//')) {
    return 'is protocol-relative, so it leads to another site in the same tab; expected https://… for another site or a path of this site';
  }
  if (/^\/\\|^\\/.test(href)) {
    return 'starts with a backslash, which browsers read as // (another site); expected a path of this site';
  }
  if (href.startsWith('/')) {
    const [path = '', id] = href.split('#', 2);
    if (!PATHS.includes(path)) return `is not a page of this site; expected one of ${PATHS.join(', ')}`;
    if (id === undefined) return undefined;
    if (path !== ROUTES.privacyPolicy)
      return `points to an anchor of ${path}, which cannot be checked; expected ${path} alone`;
    return anchorProblem(id);
  }
  if (/^mailto:/i.test(href)) {
    return href === targets.mailto ? undefined : 'is a mailto: link typed out; expected {email}';
  }
  if (/^tel:/i.test(href))
    return href === targets.tel ? undefined : 'is a tel: link typed out; expected {phone}';
  if (/^https:\/\//i.test(href)) {
    let url: URL;
    try {
      url = new URL(href);
    } catch {
      return `is not a valid https:// address; ${ALLOWED}`;
    }
    if (url.username || url.password) {
      return `names a user before "@" (${url.host} is the site it opens); expected https://host/path`;
    }
    return undefined;
  }
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(href)?.[1];
  if (scheme?.toLowerCase() === 'http') return `is not https; ${ALLOWED}`;
  if (scheme?.toLowerCase() === 'https') return `is not a valid https:// address; ${ALLOWED}`;
  if (scheme) return `uses ${scheme}:, which the text may not link to; ${ALLOWED}`;
  return `is a relative address; ${ALLOWED}`;
}

/** "the link to "…"" for a message, the target cut if long. */
export const linkLabel = (href: string) => `the link to ${quote(href, 60)}`;
