import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentFixture } from '../../tests/support/content-fixture';
import { loadPrivacyPolicy, PRIVACY_POLICY_FILE, PRIVACY_TOPICS, parsePrivacyPolicy } from './legal';
import { loadContent } from './load';
import { ContentError } from './problems';

const root = process.cwd();
const { site } = loadContent(root);
const shipped = readFileSync(join(root, PRIVACY_POLICY_FILE), 'utf8');
const F = PRIVACY_POLICY_FILE;

/** The problems parsePrivacyPolicy reports for `source`, or [] when it is valid. */
function problems(source: string): string[] {
  try {
    parsePrivacyPolicy(source, site);
    return [];
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  }
}

/** The line (1-based) of the shipped file on which `text` first occurs. */
const lineOf = (text: string) => shipped.slice(0, shipped.indexOf(text)).split('\n').length;

/** A small valid policy: front matter, an introduction and the fourteen topics. */
function minimal(ids: readonly string[] = PRIVACY_TOPICS.map((t) => t.id)): string {
  const topics = ids.map((id) => `## Thema ${id} {#${id}}\n\nText zu ${id}.\n`).join('\n');
  return `---\nupdated: 2021-10-13\n---\n\nEinleitung.\n\n${topics}`;
}

describe('parsePrivacyPolicy', () => {
  it('accepts the policy as shipped: fourteen topics in the spec order, the date written out', () => {
    const policy = parsePrivacyPolicy(shipped, site);
    expect(policy.sections.map((s) => s.id)).toEqual(PRIVACY_TOPICS.map((t) => t.id));
    expect(policy.updated).toBe('2021-10-13');
    expect(policy.updatedText).toBe('13. Oktober 2021');
    expect(policy.sections[0]?.title).toBe('Welche Daten wir erheben');
  });

  it('fills the placeholders from site.json, the email and phone as links', () => {
    const policy = parsePrivacyPolicy(shipped, site);
    const contact = policy.sections.find((s) => s.id === 'kontakt')?.html ?? '';
    expect(contact).toContain(`<a href="mailto:${site.cooperative.email}">${site.cooperative.email}</a>`);
    expect(contact).toContain(
      `<a href="tel:+41710000000">${site.cooperative.phone.replace(/ /g, '\u00a0')}</a>`,
    );
    expect(contact).toContain(site.cooperative.address.street);
    expect(policy.intro).toContain(site.cooperative.name);
    expect(JSON.stringify(policy)).not.toMatch(/\{(email|phone|name|street|booking)\}/);
  });

  it('renders Markdown to HTML, without the heading ids in the text', () => {
    const policy = parsePrivacyPolicy(minimal(), site);
    expect(policy.intro).toBe('<p>Einleitung.</p>');
    expect(policy.sections[4]).toEqual({
      id: 'marketing',
      title: 'Thema marketing',
      html: '<p>Text zu marketing.</p>',
    });
  });

  it('names a missing topic, what it is and where it belongs', () => {
    const source = shipped.replace(/^## Was sind Cookies\? \{#cookies\}$/m, '### Was sind Cookies?');
    expect(problems(source)).toEqual([
      `${F}: the topic what cookies are {#cookies} is missing; expected a heading "## … {#cookies}" after {#datenschutzrechte}`,
    ]);
  });

  it('reports an id used twice, with both lines', () => {
    const source = shipped.replace('{#cookie-arten}', '{#cookies}');
    expect(problems(source)).toEqual([
      `${F}: line ${lineOf('{#cookie-arten}')}: {#cookies} is used twice (first on line ${lineOf('{#cookies}')}); expected each id once`,
      `${F}: the topic the types of cookies {#cookie-arten} is missing; expected a heading "## … {#cookie-arten}" after {#cookie-verwendung}`,
    ]);
  });

  it('reports topics out of order', () => {
    const ids = PRIVACY_TOPICS.map((t) => t.id);
    const swapped = [ids[1], ids[0], ...ids.slice(2)] as string[];
    expect(problems(minimal(swapped))).toEqual([
      expect.stringMatching(
        new RegExp(`^${F}: line 7: \\{#erhebung\\} is out of order; expected \\{#erhobene-daten\\} here`),
      ),
    ]);
  });

  it('reports a topic heading without id, an unknown id and an id the page uses', () => {
    const source = minimal().replace('## Thema marketing {#marketing}', '## Marketing');
    expect(problems(`${source}\n## Extra {#extra}\n\nMehr.\n\n## Impressum {#impressum}\n\nX.\n`)).toEqual([
      expect.stringMatching(/line \d+: "## Marketing" has no id; expected "## Title \{#id\}"$/),
      expect.stringMatching(/line \d+: \{#extra\} is not a topic; expected one of \{#erhobene-daten\}, /),
      expect.stringMatching(/line \d+: \{#impressum\} is taken by the page itself; expected a topic id$/),
      `${F}: the topic marketing {#marketing} is missing; expected a heading "## … {#marketing}" after {#speicherung}`,
    ]);
  });

  it('reports an unknown placeholder and facts typed out instead of placeholders', () => {
    const source = minimal().replace(
      'Einleitung.',
      `Schreiben Sie an {mail} oder ${site.cooperative.email}.`,
    );
    expect(problems(source)).toEqual([
      `${F}: line 5: types "${site.cooperative.email}" out; expected {email}, filled from content/site.json`,
      expect.stringMatching(/^.*: line 5: \{mail\} is not a placeholder; expected one of \{campaign\}, /),
    ]);
  });

  it('keeps to Swiss Standard German, Markdown only, and links that lead somewhere', () => {
    const source = minimal()
      .replace('Text zu cookies.', 'Die Grösse ist gross, nicht gro\u00df.')
      .replace(
        'Text zu kontakt.',
        '<span style="color:red">rot</span> [hier](#nirgends) [alt](http://a.example)',
      );
    expect(problems(source).map((p) => p.replace(/^.*?: line \d+: /, ''))).toEqual([
      'contains "\u00df"; expected "ss" (Swiss Standard German)',
      'contains HTML (<span style="color:red">); expected Markdown only',
      'contains HTML (</span>); expected Markdown only',
      'the link to #nirgends has no target; expected the id of a topic or #impressum',
      'the link to "http://a.example" is not https; expected https://, mailto:, tel:, / or #id',
    ]);
  });

  it('requires the date of the last update, as a real date', () => {
    expect(problems(minimal().replace('updated: 2021-10-13', 'updated: 2021-10-32'))).toEqual([
      `${F}: line 2: updated: is "2021-10-32"; expected a date written like 2021-10-13`,
    ]);
    expect(problems(minimal().replace('---\nupdated: 2021-10-13\n---\n', ''))).toEqual([
      `${F}: line 1: has no front matter; expected the file to start with ---, updated: YYYY-MM-DD, ---`,
    ]);
  });

  it('rejects a level-1 heading and subheadings before the first topic', () => {
    const source = minimal().replace('Einleitung.', '# Datenschutz\n\n### Vorab\n\nEinleitung.');
    expect(problems(source)).toEqual([
      `${F}: line 5: "# Datenschutz" is a level-1 heading; expected ## for a topic (the page has its own title)`,
      `${F}: line 7: "### Vorab" comes before the first topic; expected it inside a ## topic`,
    ]);
  });
});

describe('loadPrivacyPolicy', () => {
  it('reports a missing file by name', () => {
    const f = contentFixture();
    rmSync(join(f.root, PRIVACY_POLICY_FILE));
    expect(() => loadPrivacyPolicy(f.root, site)).toThrow(`${PRIVACY_POLICY_FILE}: file not found`);
  });
});
