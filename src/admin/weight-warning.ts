import { FIRST_ROUND_TRIP } from '@/base/first-round-trip.ts';
import { formatNumber } from '@/base/format.ts';
import { parseContentText } from '@/content/check-file.ts';
import { CONTENT_FILES } from '@/content/content-files.ts';
import { parsePrivacyPolicy } from '@/content/legal-text.ts';
import { LONGEST_TEXTS, longTexts } from '@/content/page-weight.ts';
import type { AppContent } from './app-content.ts';
import { privacyPolicyText } from './check-entry.ts';
import { serialiseContent } from './content-format.ts';
import type { Edit, PageEstimate } from './page-weight.ts';

// The editing app's warning when an entry would make a page larger than a phone receives with a new
// connection's first round trip (src/base/first-round-trip.ts), in German: which pages, how large, and which
// texts are the longest, named as the form names their fields. A warning, never a refusal: the save goes on.

/** A text of an entry: its field as the app names it («Startbereich › Text»), its length and (JSON) itself. */
export interface NamedText {
  name: string;
  length: number;
  text?: string;
}

export interface WeightWarning {
  /** Which pages, how large: «Achtung: Mit diesen Texten wird die Seite «/» voraussichtlich 14.6 KB gross.» */
  summary: string;
  /** Why that matters, and (ending with a colon) that the longest texts follow. */
  reason: string;
  /** The longest texts, «Startbereich › Text (318 Zeichen)», longest first. */
  longest: string[];
  /** That it is a warning, not a refusal. */
  closing: string;
  /** All of it in one text, for the live region. */
  message: string;
}

/** Keeps a figure and its unit on one line. */
const NBSP = '\u00a0';

/** «14.6 KB», rounded up: an estimate above the limit never reads as the limit itself. */
const kilobytes = (bytes: number) =>
  `${formatNumber(Math.ceil(bytes / 102.4) / 10, { decimals: 1 })}${NBSP}KB`;

const LIMIT = `${formatNumber(FIRST_ROUND_TRIP / 1024)}${NBSP}KB`;
const SEPARATOR = ' › ';

/** The texts of the JSON file `kind` holds in `data`, longest first, named by their fields. */
function jsonTexts(kind: 'site' | 'municipality' | 'heatPumpIndex', data: unknown, prefix = ''): NamedText[] {
  const file = parseContentText(serialiseContent(data), kind, CONTENT_FILES[kind].schema, []);
  return (file ? longTexts(file) : []).map(({ field = [], length, text }) => ({
    name: prefix + field.join(SEPARATOR),
    length,
    text,
  }));
}

/** The legal text's introduction and topics, named by their titles, with their length as read on the page. */
function legalTexts(data: Record<string, unknown>, app: AppContent): NamedText[] {
  const { intro, sections } = parsePrivacyPolicy(privacyPolicyText(data), app.site);
  const length = (html: string) => [...html.replace(/<[^>]*>/g, '')].length;
  return [
    { name: `Text${SEPARATOR}Einleitung`, length: length(intro) },
    ...sections.map(({ title, html }) => ({
      name: `Text${SEPARATOR}Abschnitt «${title}»`,
      length: length(html),
    })),
  ];
}

/**
 * The texts of the pages `edit` changes, longest first: the entry's own, named as its form names them, and on
 * a municipality's or the index's page the site's texts beside them, named with their file's title.
 */
export function editTexts(edit: Edit, app: AppContent): NamedText[] {
  const site = () => jsonTexts('site', app.site, `${CONTENT_FILES.site.title}${SEPARATOR}`);
  const texts =
    edit.kind === 'privacyPolicy'
      ? legalTexts(edit.data, app)
      : edit.kind === 'site'
        ? jsonTexts('site', edit.data)
        : [...jsonTexts(edit.kind, edit.data), ...site()];
  return texts.sort((a, b) => b.length - a.length);
}

/**
 * Whether `text` stands on the page whose markup is `html`: each of its stretches between placeholders and
 * what HTML escapes, of 8 characters or more (the shorter ones are found anywhere).
 */
function isShown(text: string, html: string) {
  const pieces = text.split(/\{[^}]*\}|[&<>"']/).map((piece) => piece.trim());
  return pieces.filter((piece) => piece.length >= 8).every((piece) => html.includes(piece));
}

/** The texts shown on one of `pages` (a site's text for a phase not reached, or for another page, is not). */
export const shownTexts = (texts: NamedText[], pages: PageEstimate[]) =>
  texts.filter(({ text }) => text === undefined || pages.some(({ html }) => isShown(text, html)));

/** The pages estimated past the first round trip. */
export const pagesOver = (pages: PageEstimate[]) => pages.filter((page) => page.bytes > FIRST_ROUND_TRIP);

/** The warning for the pages estimated past the first round trip, or undefined when every page fits it. */
export function weightWarning(pages: PageEstimate[], texts: NamedText[]): WeightWarning | undefined {
  // Home first, then by path: the order the site lists them.
  const over = pagesOver(pages).sort((a, b) => a.route.localeCompare(b.route));
  const [first] = over;
  if (!first) return undefined;
  const one = over.length === 1;
  const summary = one
    ? `Achtung: Mit diesen Texten wird die Seite «${first.route}» voraussichtlich ${kilobytes(first.bytes)} gross.`
    : `Achtung: Mit diesen Texten werden die Seiten ${listed(over.map((page) => `«${page.route}» (${kilobytes(page.bytes)})`))} voraussichtlich zu gross.`;
  const longest = texts
    .slice(0, LONGEST_TEXTS)
    .map(({ name, length }) => `${name} (${formatNumber(length)} Zeichen)`);
  const shorten = longest.length > 0 ? ' Kürzen hilft am meisten bei den längsten Texten:' : '';
  const reason = `Das ist mehr als die ${LIMIT}, die ein Handy mit der ersten Übertragung erhält: ${one ? 'sie erscheint' : 'sie erscheinen'} dort spürbar später.${shorten}`;
  const closing = 'Speichern ist trotzdem möglich.';
  const list = longest.length > 0 ? ` ${longest.join('; ')}.` : '';
  return { summary, reason, longest, closing, message: `${summary} ${reason}${list} ${closing}` };
}

/** «a», «a und b», «a, b und c» */
const listed = (items: string[]) =>
  items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} und ${items.at(-1)}`;
