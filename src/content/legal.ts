import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Marked, type Token, type Tokens } from 'marked';
import { ContentError } from './load.ts';
import type { PrivacyPolicy } from './schema/content.ts';
import type { Site } from './schema/site.ts';
import { writtenDate } from './written-date.ts';

// The privacy policy: a Markdown file the cooperative edits (content/legal/privacy-policy.md), read,
// checked and rendered to HTML here, at build time. The browser receives the finished HTML strings and
// neither Markdown nor this module. Every problem is reported as "file: line N: what is wrong", all at once.

export const PRIVACY_POLICY_FILE = 'content/legal/privacy-policy.md';

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
export const PAGE_IDS = ['main', 'inhalt', 'impressum', 'footer-quick-links'] as const;

const escapeMarkdown = (text: string) => text.replace(/[\\`*_[\]<>|~#]/g, '\\$&');

/**
 * The placeholders the legal text may use, filled from content/site.json, so that no fact is typed twice.
 * Values are Markdown: {email} and {phone} become links; the URLs are meant for link targets: [Text]({booking}).
 */
export function placeholders(site: Site): Record<string, string> {
  const { cooperative: c, links } = site;
  const text = (value: string) => escapeMarkdown(value);
  return {
    campaign: text(site.campaign),
    name: text(c.name),
    legalForm: text(c.legalForm),
    street: text(c.address.street),
    postalCode: text(c.address.postalCode),
    locality: text(c.address.locality),
    country: text(c.address.country),
    address: text(`${c.address.street}, ${c.address.postalCode} ${c.address.locality}, ${c.address.country}`),
    email: `[${text(c.email)}](mailto:${c.email})`,
    // No-break spaces keep the number on one line.
    phone: `[${text(c.phone).replace(/ /g, '\u00a0')}](tel:${c.phone.replace(/\s/g, '')})`,
    siteUrl: site.siteUrl,
    booking: links.booking,
    linkedin: links.linkedin,
    instagram: links.instagram,
  };
}

/** Facts from site.json that must be written as a placeholder, never typed out. */
function typedFacts(site: Site): { fact: string; placeholder: string }[] {
  const c = site.cooperative;
  return [
    { fact: c.email, placeholder: '{email}' },
    { fact: c.phone, placeholder: '{phone}' },
    { fact: c.address.street, placeholder: '{street} or {address}' },
    { fact: c.name, placeholder: '{name}' },
  ];
}

const lineOf = (text: string, index: number) => text.slice(0, index).split('\n').length;

/** Splits off the front matter (`---` / `updated: 2021-10-13` / `---`); returns the body and its first line. */
function frontMatter(
  source: string,
  problems: string[],
): { updated?: string; body: string; bodyLine: number } {
  const match = /^---\n([\s\S]*?)\n---\n/.exec(source);
  if (!match) {
    problems.push(
      'line 1: has no front matter; expected the file to start with ---, updated: YYYY-MM-DD, ---',
    );
    return { body: source, bodyLine: 1 };
  }
  const block = match[1] ?? '';
  let updated: string | undefined;
  let mentioned = false;
  block.split('\n').forEach((line, i) => {
    const entry = /^(\w+):\s*(.*?)\s*$/.exec(line);
    if (!line.trim()) return;
    if (entry?.[1] === 'updated') {
      mentioned = true;
      const value = entry[2] ?? '';
      try {
        writtenDate(value);
        updated = value;
      } catch {
        problems.push(`line ${i + 2}: updated: is "${value}"; expected a date written like 2021-10-13`);
      }
    } else {
      problems.push(
        `line ${i + 2}: "${line.trim()}": expected only "updated: YYYY-MM-DD" in the front matter`,
      );
    }
  });
  if (!mentioned) {
    problems.push('front matter: updated: is missing; expected the date of the last update, like 2021-10-13');
  }
  return { updated, body: source.slice(match[0].length), bodyLine: lineOf(source, match[0].length) };
}

/**
 * Checks and renders the privacy policy. `source` is the Markdown file; `site` fills its placeholders.
 * Throws ContentError with one line per problem, each naming `file`.
 */
export function parsePrivacyPolicy(source: string, site: Site, file = PRIVACY_POLICY_FILE): PrivacyPolicy {
  const problems: string[] = [];
  const normalised = source.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const { updated, body, bodyLine } = frontMatter(normalised, problems);
  // Placeholder values hold no line breaks, so a line of the filled text is the same line of the file.
  const lineIn = (text: string) => (index: number) => `line ${bodyLine - 1 + lineOf(text, index)}`;
  const at = lineIn(body);

  // Swiss Standard German, and no fact typed twice.
  for (const match of body.matchAll(/\u00df/g)) {
    problems.push(`${at(match.index)}: contains "\u00df"; expected "ss" (Swiss Standard German)`);
  }
  for (const { fact, placeholder } of typedFacts(site)) {
    const index = body.indexOf(fact);
    if (index >= 0) {
      problems.push(
        `${at(index)}: types "${fact}" out; expected ${placeholder}, filled from content/site.json`,
      );
    }
  }

  // Placeholders.
  const values = placeholders(site);
  for (const match of body.matchAll(/\{([A-Za-z]+)\}/g)) {
    if (!Object.hasOwn(values, match[1] ?? '')) {
      problems.push(
        `${at(match.index)}: {${match[1]}} is not a placeholder; expected one of ${Object.keys(values)
          .map((k) => `{${k}}`)
          .join(', ')}`,
      );
    }
  }
  const filled = body.replace(/\{([A-Za-z]+)\}/g, (match, name: string) => values[name] ?? match);

  // Structure: an introduction, then one "## Title {#id}" per topic; only ### and deeper inside topics.
  const marked = new Marked({
    gfm: true,
    renderer: {
      // Other sites open in a new tab without a handle on this one, as everywhere on the site.
      link({ href, title, tokens }) {
        const attr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
        const external = href.startsWith('https://');
        return `<a href="${attr(href)}"${title ? ` title="${attr(title)}"` : ''}${
          external ? ' target="_blank" rel="noopener noreferrer"' : ''
        }>${this.parser.parseInline(tokens)}</a>`;
      },
    },
  });
  const tokens = marked.lexer(filled);
  const atFilled = lineIn(filled);
  const intro: Token[] = [];
  const sections: { id: string; title: string; line: string; tokens: Token[] }[] = [];
  const links: { href: string; line: string }[] = [];
  let offset = 0;
  for (const token of tokens) {
    const line = atFilled(offset);
    offset += token.raw.length;
    const current = sections.at(-1);
    if (token.type === 'heading') {
      const heading = token as Tokens.Heading;
      if (heading.depth === 1) {
        problems.push(
          `${line}: "${heading.raw.trim()}" is a level-1 heading; expected ## for a topic (the page has its own title)`,
        );
        continue;
      }
      if (heading.depth === 2) {
        const parts = /^(.*?)\s*\{#([a-z0-9-]+)\}$/.exec(heading.text.trim());
        if (!parts?.[1]) {
          problems.push(`${line}: "${heading.raw.trim()}" has no id; expected "## Title {#id}"`);
          continue;
        }
        sections.push({ title: parts[1], id: parts[2] ?? '', line, tokens: [] });
        continue;
      }
      if (!current) {
        problems.push(
          `${line}: "${heading.raw.trim()}" comes before the first topic; expected it inside a ## topic`,
        );
        continue;
      }
    }
    marked.walkTokens([token], (inner) => {
      if (inner.type === 'html') {
        problems.push(`${line}: contains HTML (${inner.raw.trim().slice(0, 30)}); expected Markdown only`);
      }
      if (inner.type === 'link') links.push({ href: (inner as Tokens.Link).href, line });
    });
    (current ? current.tokens : intro).push(token);
  }

  // The topics: each once, all fourteen, in the spec's order.
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
      problems.push(
        `${section.line}: {#${section.id}} is not a topic; expected one of ${required.map((id) => `{#${id}}`).join(', ')}`,
      );
    }
    if (!section.tokens.some((t) => t.type !== 'space')) {
      problems.push(
        `${section.line}: "${section.title}" {#${section.id}} has no text; expected the topic's text`,
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
      `${seen.get(id)}: {#${id}} is out of order; expected {#${expectedOrder[misplaced]}} here (the topics follow the order ${required.map((r) => `{#${r}}`).join(', ')})`,
    );
  }

  // Links: in-page links need a target; everything else is https, mail or phone.
  const targets = new Set<string>([...seen.keys(), 'impressum']);
  for (const { href, line } of links) {
    if (href.startsWith('#')) {
      if (!targets.has(href.slice(1))) {
        problems.push(`${line}: the link to ${href} has no target; expected the id of a topic or #impressum`);
      }
    } else if (!/^(https:\/\/|mailto:|tel:|\/)/.test(href)) {
      problems.push(
        `${line}: the link to "${href}" is not https; expected https://, mailto:, tel:, / or #id`,
      );
    }
  }

  if (problems.length > 0 || updated === undefined) {
    throw new ContentError(problems.map((problem) => `${file}: ${problem}`));
  }
  return {
    updated,
    updatedText: writtenDate(updated),
    intro: marked.parser(intro).trim(),
    sections: sections.map(({ id, title, tokens: sectionTokens }) => ({
      id,
      title,
      html: marked.parser(sectionTokens).trim(),
    })),
  };
}

/** Reads content/legal/privacy-policy.md below `root`, or throws ContentError. */
export function loadPrivacyPolicy(root: string, site: Site): PrivacyPolicy {
  let source: string;
  try {
    source = readFileSync(join(root, PRIVACY_POLICY_FILE), 'utf8');
  } catch {
    throw new ContentError([`${PRIVACY_POLICY_FILE}: file not found`]);
  }
  return parsePrivacyPolicy(source, site);
}
