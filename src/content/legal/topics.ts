import type { Token } from 'marked';
import { quote } from '../quote.ts';

// The topics of the privacy policy: fourteen, fixed by the spec, each once and in the spec's order.

/** The fourteen topics the policy must cover, in the spec's order, with the ids the page's links use. */
export const PRIVACY_TOPICS = [
  { id: 'erhobene-daten', topic: 'the data collected' },
  { id: 'erhebung', topic: 'how the data is collected' },
  { id: 'verwendung', topic: 'what the data is used for' },
  { id: 'speicherung', topic: 'how the data is stored' },
  { id: 'marketing', topic: 'marketing' },
  { id: 'datenschutzrechte', topic: 'the data-protection rights' },
  { id: 'cookies', topic: 'what cookies are' },
  { id: 'cookie-verwendung', topic: 'how cookies are used' },
  { id: 'cookie-arten', topic: 'the types of cookies' },
  { id: 'cookies-verwalten', topic: 'managing cookies' },
  { id: 'andere-websites', topic: 'the privacy policies of other websites' },
  { id: 'aenderungen', topic: 'changes to this policy' },
  { id: 'kontakt', topic: 'how to contact us' },
  { id: 'aufsichtsbehoerde', topic: 'the supervisory authorities' },
] as const;

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
  const required: readonly string[] = PRIVACY_TOPICS.map((t) => t.id);
  const seen = new Map<string, string>();
  for (const section of sections) {
    const first = seen.get(section.id);
    if (first) {
      problems.push(
        `${section.line}: {#${section.id}} is used twice (first on ${first}); expected each id once`,
      );
      continue;
    }
    seen.set(section.id, section.line);
    if ((PAGE_IDS as readonly string[]).includes(section.id)) {
      problems.push(`${section.line}: {#${section.id}} is taken by the page itself; expected a topic id`);
    } else if (!required.includes(section.id)) {
      problems.push(`${section.line}: {#${section.id}} is not a topic; expected one of ${ids(required)}`);
    }
    if (section.title.length > MAX_TOPIC_TITLE) {
      problems.push(
        `${section.line}: the title of {#${section.id}} has ${section.title.length} characters; expected at most ${MAX_TOPIC_TITLE} (a line of the table of contents)`,
      );
    }
    if (!section.tokens.some((t) => t.type !== 'space')) {
      problems.push(
        `${section.line}: ${quote(section.title)} {#${section.id}} has no text; expected the topic's text`,
      );
    }
  }
  PRIVACY_TOPICS.forEach(({ id, topic }, i) => {
    if (seen.has(id)) return;
    const previous = PRIVACY_TOPICS[i - 1];
    problems.push(
      `the topic ${topic} {#${id}} is missing; expected a heading "## … {#${id}}" ${previous ? `after {#${previous.id}}` : 'first'}`,
    );
  });
  const order = [...seen.keys()].filter((id) => required.includes(id));
  const expectedOrder = required.filter((id) => seen.has(id));
  const misplaced = order.findIndex((id, i) => id !== expectedOrder[i]);
  if (misplaced >= 0) {
    const id = order[misplaced] ?? '';
    problems.push(
      `${seen.get(id)}: {#${id}} is out of order; expected {#${expectedOrder[misplaced]}} here (the topics follow the order ${ids(required)})`,
    );
  }
  return new Set(seen.keys());
}
