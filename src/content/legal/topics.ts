import type { Token } from 'marked';
import { quote } from '../quote.ts';

// The topics of the legal text: the privacy policy's fourteen, fixed by the spec, each once and in the spec's
// order, then the terms of use, which the footer's "AGB" link leads to.

/** The fourteen topics the policy must cover, in the spec's order, with the ids the page's links use. */
export const PRIVACY_TOPICS = [
  { id: 'erhobene-daten', topic: 'welche Daten erhoben werden' },
  { id: 'erhebung', topic: 'wie die Daten erhoben werden' },
  { id: 'verwendung', topic: 'wofür die Daten verwendet werden' },
  { id: 'speicherung', topic: 'wie die Daten gespeichert werden' },
  { id: 'marketing', topic: 'Marketing' },
  { id: 'datenschutzrechte', topic: 'die Datenschutzrechte' },
  { id: 'cookies', topic: 'was Cookies sind' },
  { id: 'cookie-verwendung', topic: 'wie Cookies verwendet werden' },
  { id: 'cookie-arten', topic: 'die Arten von Cookies' },
  { id: 'cookies-verwalten', topic: 'Cookies verwalten' },
  { id: 'andere-websites', topic: 'die Datenschutzerklärungen anderer Websites' },
  { id: 'aenderungen', topic: 'Änderungen dieser Erklärung' },
  { id: 'kontakt', topic: 'wie man uns erreicht' },
  { id: 'aufsichtsbehoerde', topic: 'the supervisory authorities' },
] as const;

/** The terms of use (AGB): the last topic of the legal text, the target of the footer's "AGB" link. */
export const TERMS_TOPIC = { id: 'agb', topic: 'die Nutzungsbedingungen (AGB)' } as const;

/** Every topic the legal text must have, in its order. */
export const LEGAL_TOPICS = [...PRIVACY_TOPICS, TERMS_TOPIC] as const;

/** Ids the page itself gives to other elements; a topic may not take them. */
const PAGE_IDS = ['main', 'inhalt', 'impressum', 'footer-quick-links'] as const;

/** The page's own anchor a link in the text may point to besides the topics. */
export const IMPRINT_ID = 'impressum';

/**
 * A topic title is an entry of the table of contents and a heading: at 360 px, 80 characters are three lines
 * of the table of contents and four of the heading (measured), the most that still reads as one title.
 */
const MAX_TOPIC_TITLE = 80;

export interface TopicSection {
  id: string;
  title: string;
  /** "line N" of its heading. */
  line: string;
  tokens: Token[];
}

const ids = (list: readonly string[]) => list.map((id) => `{#${id}}`).join(', ');

/** Checks the topics: known, each once, all present, in order, with text. Returns the ids found. */
export function checkTopics(sections: readonly TopicSection[], problems: string[]): Set<string> {
  const required: readonly string[] = LEGAL_TOPICS.map((t) => t.id);
  const seen = new Map<string, string>();
  for (const section of sections) {
    const first = seen.get(section.id);
    if (first) {
      problems.push(
        `${section.line}: {#${section.id}} steht zweimal (zuerst in ${first}). Erwartet jede Kennung nur einmal.`,
      );
      continue;
    }
    seen.set(section.id, section.line);
    if ((PAGE_IDS as readonly string[]).includes(section.id)) {
      problems.push(
        `${section.line}: {#${section.id}} verwendet die Seite selbst. Erwartet die Kennung eines Themas.`,
      );
    } else if (!required.includes(section.id)) {
      problems.push(
        `${section.line}: {#${section.id}} ist kein Thema. Erwartet eine dieser Kennungen: ${ids(required)}.`,
      );
    }
    if (section.title.length > MAX_TOPIC_TITLE) {
      problems.push(
        `${section.line}: Der Titel von {#${section.id}} hat ${section.title.length} Zeichen. Erwartet höchstens ${MAX_TOPIC_TITLE} (eine Zeile im Inhaltsverzeichnis).`,
      );
    }
    if (!section.tokens.some((t) => t.type !== 'space')) {
      problems.push(
        `${section.line}: Unter ${quote(section.title)} {#${section.id}} steht kein Text. Erwartet den Text des Themas.`,
      );
    }
  }
  LEGAL_TOPICS.forEach(({ id, topic }, i) => {
    if (seen.has(id)) return;
    const previous = LEGAL_TOPICS[i - 1];
    problems.push(
      `Das Thema «${topic}» {#${id}} fehlt. Erwartet eine Überschrift "## … {#${id}}" ${previous ? `nach {#${previous.id}}` : 'als erstes Thema'}.`,
    );
  });
  const order = [...seen.keys()].filter((id) => required.includes(id));
  const expectedOrder = required.filter((id) => seen.has(id));
  const misplaced = order.findIndex((id, i) => id !== expectedOrder[i]);
  if (misplaced >= 0) {
    const id = order[misplaced] ?? '';
    problems.push(
      `${seen.get(id)}: {#${id}} steht am falschen Ort. Erwartet hier {#${expectedOrder[misplaced]}} (die Themen folgen der Reihenfolge ${ids(required)}).`,
    );
  }
  return new Set(seen.keys());
}
