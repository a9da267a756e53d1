import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentFixture, FIXTURE_ROOT, FIXTURE_SLUG } from '../../tests/support/content-fixture';
import { problemsOf } from '../../tests/support/content-problems';
import { loadPrivacyPolicy, PRIVACY_POLICY_FILE, parsePrivacyPolicy } from './legal';
import { PRIVACY_TOPICS } from './legal/topics';
import { loadContent } from './load';

// The legal text of the fixture set (tests/fixtures/content), and small texts written here.
const { site } = loadContent(FIXTURE_ROOT, FIXTURE_SLUG);
const fixture = readFileSync(join(FIXTURE_ROOT, PRIVACY_POLICY_FILE), 'utf8');
const F = PRIVACY_POLICY_FILE;

/** The problems parsePrivacyPolicy reports for `source`, or [] when it is valid. */
const problems = (source: string) => problemsOf(() => parsePrivacyPolicy(source, site));

/**
 * A small valid policy: front matter, an introduction (line 5) and the fourteen topics, topic k's heading
 * on line 7 + 4k and its text ("Text zu <id>.") on line 9 + 4k: marketing 25, cookies 33, kontakt 57.
 */
function minimal(ids: readonly string[] = PRIVACY_TOPICS.map((t) => t.id)): string {
  const topics = ids.map((id) => `## Thema ${id} {#${id}}\n\nText zu ${id}.\n`).join('\n');
  return `---\nupdated: 2021-10-13\n---\n\nEinleitung.\n\n${topics}`;
}

/** The problems of the minimal policy with `lines` in place of the text of {#kontakt} (from line 57). */
const withKontakt = (...lines: string[]) => problems(minimal().replace('Text zu kontakt.', lines.join('\n')));

describe('parsePrivacyPolicy', () => {
  it('accepts the fixture policy: fourteen topics in the spec order, the date written out', () => {
    const policy = parsePrivacyPolicy(fixture, site);
    expect(policy.sections.map((s) => s.id).join(' ')).toBe(
      'erhobene-daten erhebung verwendung speicherung marketing datenschutzrechte cookies cookie-verwendung cookie-arten cookies-verwalten andere-websites aenderungen kontakt aufsichtsbehoerde',
    );
    expect(policy.updated).toBe('2024-03-05');
    expect(policy.updatedText).toBe('5. März 2024');
    expect(policy.sections[0]?.title).toBe('Erhobene Daten');
  });

  it('fills the placeholders from site.json, the email and phone as links', () => {
    const policy = parsePrivacyPolicy(fixture, site);
    const contact = policy.sections.find((s) => s.id === 'kontakt')?.html ?? '';
    expect(contact).toContain('<a href="mailto:hallo@waermewende.example">hallo@waermewende.example</a>');
    expect(contact).toContain('<a href="tel:+41441234567">+41\u00a044\u00a0123\u00a045\u00a067</a>');
    expect(contact).toContain('Probeweg 7<br>8000 Zürich');
    expect(policy.intro).toBe(
      '<p>Verantwortlich ist die Genossenschaft Wärmewende Test, Probeweg 7, 8000 Zürich, Schweiz. Sie erreichen uns unter <a href="mailto:hallo@waermewende.example">hallo@waermewende.example</a> oder <a href="tel:+41441234567">+41\u00a044\u00a0123\u00a045\u00a067</a>.</p>',
    );
  });

  it('opens other sites in a new tab without a handle on this one (described as such), and this site’s links in place', () => {
    const html = parsePrivacyPolicy(fixture, site).sections.map((s) => s.html);
    expect(html[13]).toBe(
      '<p>Der <a href="https://www.edoeb.admin.ch" target="_blank" rel="noopener noreferrer" aria-describedby="new-tab">EDÖB</a>, siehe auch das <a href="#impressum">Impressum</a>.</p>',
    );
    expect(html[10]).toBe(
      '<p>Die <a href="https://buchen.example/waermewende" target="_blank" rel="noopener noreferrer" aria-describedby="new-tab">Terminbuchung</a> hat eigene Regeln.</p>',
    );
    expect(html[7]).toBe('<p>Keine. Zurück zur <a href="/">Startseite</a>.</p>');
    expect(html[9]).toBe(
      '<p>In den Einstellungen des Browsers, siehe <a href="/privacy-policy#cookies">Cookies</a>.</p>',
    );
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
    const source = minimal().replace('## Thema cookies {#cookies}', '### Was sind Cookies?');
    expect(problems(source)).toEqual([
      `${F}: the topic what cookies are {#cookies} is missing; expected a heading "## … {#cookies}" after {#datenschutzrechte}`,
    ]);
  });

  it('reports an id used twice, with both lines', () => {
    const source = minimal().replace('{#cookie-arten}', '{#cookies}');
    expect(problems(source)).toEqual([
      `${F}: line 39: {#cookies} is used twice (first on line 31); expected each id once`,
      `${F}: the topic the types of cookies {#cookie-arten} is missing; expected a heading "## … {#cookie-arten}" after {#cookie-verwendung}`,
    ]);
  });

  it('reports topics out of order', () => {
    const ids = PRIVACY_TOPICS.map((t) => t.id);
    const swapped = [ids[1], ids[0], ...ids.slice(2)] as string[];
    expect(problems(minimal(swapped))).toEqual([
      `${F}: line 7: {#erhebung} is out of order; expected {#erhobene-daten} here (the topics follow the order {#erhobene-daten}, {#erhebung}, {#verwendung}, {#speicherung}, {#marketing}, {#datenschutzrechte}, {#cookies}, {#cookie-verwendung}, {#cookie-arten}, {#cookies-verwalten}, {#andere-websites}, {#aenderungen}, {#kontakt}, {#aufsichtsbehoerde})`,
    ]);
  });

  it('reports a topic heading without id, an unknown id and an id the page uses', () => {
    const source = minimal().replace('## Thema marketing {#marketing}', '## Marketing');
    expect(problems(`${source}\n## Extra {#extra}\n\nMehr.\n\n## Impressum {#impressum}\n\nX.\n`)).toEqual([
      `${F}: line 23: "## Marketing" has no id; expected "## Title {#id}"`,
      `${F}: line 63: {#extra} is not a topic; expected one of {#erhobene-daten}, {#erhebung}, {#verwendung}, {#speicherung}, {#marketing}, {#datenschutzrechte}, {#cookies}, {#cookie-verwendung}, {#cookie-arten}, {#cookies-verwalten}, {#andere-websites}, {#aenderungen}, {#kontakt}, {#aufsichtsbehoerde}`,
      `${F}: line 67: {#impressum} is taken by the page itself; expected a topic id`,
      `${F}: the topic marketing {#marketing} is missing; expected a heading "## … {#marketing}" after {#speicherung}`,
    ]);
  });

  it('limits a topic title to a line of the table of contents', () => {
    const source = minimal().replace('Thema marketing', 'M'.repeat(81));
    expect(problems(source)).toEqual([
      `${F}: line 23: the title of {#marketing} has 81 characters; expected at most 80 (a line of the table of contents)`,
    ]);
  });

  it('reports an unknown placeholder, an unclosed one, a stray brace and facts typed out', () => {
    const source = minimal().replace(
      'Einleitung.',
      'Schreiben Sie an {mail} oder hallo@waermewende.example.\nGemeinsam in {municipality\nMengen { 1, 2 }',
    );
    expect(problems(source)).toEqual([
      `${F}: line 5: types "hallo@waermewende.example" out; expected {email}, filled from content/site.json`,
      `${F}: line 5: {mail} is not a placeholder; expected one of {campaign}, {name}, {legalForm}, {street}, {postalCode}, {locality}, {country}, {address}, {email}, {phone}, {siteUrl}, {booking}, {linkedin}, {instagram}`,
      `${F}: line 6: {municipality is not closed; expected a placeholder written like {municipality}`,
      `${F}: line 7: contains a "{" that opens no placeholder; expected {name} placeholders only`,
    ]);
  });

  it('keeps to Swiss Standard German and Markdown only', () => {
    const source = minimal()
      .replace('Text zu cookies.', 'Die Grösse ist gross, nicht gro\u00df.')
      .replace('Text zu kontakt.', '<span style="color:red">rot</span>');
    expect(problems(source)).toEqual([
      `${F}: line 33: contains "\u00df"; expected "ss" (Swiss Standard German)`,
      `${F}: line 57: contains HTML (<span style="color:red">); expected Markdown only`,
      `${F}: line 57: contains HTML (</span>); expected Markdown only`,
    ]);
  });

  it('accepts in-page anchors with a target, pages of this site, {email}, {phone} and https', () => {
    expect(
      withKontakt(
        '[a](#cookies) [b](#impressum) [c](/) [d](/privacy-policy) [e](/privacy-policy#kontakt)',
        '{email} {phone} [f](https://www.edoeb.admin.ch/de/kontakt?x=1#y) <https://example.org>',
      ),
    ).toEqual([]);
  });

  it('refuses every other link with its line and the reason', () => {
    const allowed =
      'expected #id, a path of this site (/, /privacy-policy), {email}, {phone} or an https:// link';
    expect(
      withKontakt(
        'Erst [x](//evil.example/login)',
        '[x](/\\evil.example)',
        '[x](javascript:alert(1)) [x](data:text/html,hallo)',
        '[x](http://a.example) [x](seite.html) [x](ftp://a.example)',
        '[x](#nirgends) [x](/impressum) [x](/privacy-policy#nirgends) [x](/#start)',
        '[x](mailto:jemand@example.org) [x](tel:+41000000000)',
        '[x](https://www.edoeb.admin.ch@evil.example/) [x](https:/evil.example)',
        'www.example.org',
      ).map((p) => p.replace(`${F}: `, '')),
    ).toEqual([
      'line 57: the link to "//evil.example/login" is protocol-relative, so it leads to another site in the same tab; expected https://… for another site or a path of this site',
      'line 58: the link to "/\\evil.example" starts with a backslash, which browsers read as // (another site); expected a path of this site',
      `line 59: the link to "javascript:alert(1)" uses javascript:, which the text may not link to; ${allowed}`,
      `line 59: the link to "data:text/html,hallo" uses data:, which the text may not link to; ${allowed}`,
      `line 60: the link to "http://a.example" is not https; ${allowed}`,
      `line 60: the link to "seite.html" is a relative address; ${allowed}`,
      `line 60: the link to "ftp://a.example" uses ftp:, which the text may not link to; ${allowed}`,
      'line 61: the link to "#nirgends" has no target; expected the id of a topic or #impressum',
      'line 61: the link to "/impressum" is not a page of this site; expected one of /, /privacy-policy',
      'line 61: the link to "/privacy-policy#nirgends" has no target; expected the id of a topic or #impressum',
      'line 61: the link to "/#start" points to an anchor of /, which cannot be checked; expected / alone',
      'line 62: the link to "mailto:jemand@example.org" is a mailto: link typed out; expected {email}',
      'line 62: the link to "tel:+41000000000" is a tel: link typed out; expected {phone}',
      'line 63: the link to "https://www.edoeb.admin.ch@evil.example/" names a user before "@" (evil.example is the site it opens); expected https://host/path',
      `line 63: the link to "https:/evil.example" is not a valid https:// address; ${allowed}`,
      `line 64: the link to "http://www.example.org" is not https; ${allowed}`,
    ]);
  });

  it('checks reference-style links by their definition', () => {
    expect(
      withKontakt('[hier][r] und [dort]', '', '[r]: //evil.example', '[dort]: javascript:alert(1)'),
    ).toEqual([
      `${F}: line 57: the link to "//evil.example" is protocol-relative, so it leads to another site in the same tab; expected https://… for another site or a path of this site`,
      `${F}: line 57: the link to "javascript:alert(1)" uses javascript:, which the text may not link to; expected #id, a path of this site (/, /privacy-policy), {email}, {phone} or an https:// link`,
    ]);
  });

  it('refuses images, which the page does not show', () => {
    expect(withKontakt('Text', '![Logo](https://a.example/logo.png) und ![x](/favicon.svg)')).toEqual([
      `${F}: line 58: contains an image (https://a.example/logo.png); expected text only, no images`,
      `${F}: line 58: contains an image (/favicon.svg); expected text only, no images`,
    ]);
  });

  it('requires the date of the last update, as a real date', () => {
    expect(problems(minimal().replace('updated: 2021-10-13', 'updated: 2021-10-32'))).toEqual([
      `${F}: line 2: updated: is "2021-10-32"; expected a date written like 2021-10-13`,
    ]);
    expect(problems(minimal().replace('---\nupdated: 2021-10-13\n---\n', ''))).toEqual([
      `${F}: line 1: has no front matter; expected the file to start with ---, updated: YYYY-MM-DD, ---`,
    ]);
    expect(problems(minimal().replace('updated: 2021-10-13', 'datum: 2021-10-13'))).toEqual([
      `${F}: line 2: "datum: 2021-10-13": expected only "updated: YYYY-MM-DD" in the front matter`,
      `${F}: front matter: updated: is missing; expected the date of the last update, like 2021-10-13`,
    ]);
  });

  it('rejects a level-1 heading and subheadings before the first topic', () => {
    const source = minimal().replace('Einleitung.', '# Datenschutz\n\n### Vorab\n\nEinleitung.');
    expect(problems(source)).toEqual([
      `${F}: line 5: "# Datenschutz" is a level-1 heading; expected ## for a topic (the page has its own title)`,
      `${F}: line 7: "### Vorab" comes before the first topic; expected it inside a ## topic`,
    ]);
  });

  it('accepts a byte-order mark and Windows line ends', () => {
    expect(problems(`\uFEFF${minimal().replace(/\n/g, '\r\n')}`)).toEqual([]);
  });
});

describe('loadPrivacyPolicy', () => {
  it('reports a missing file by name', () => {
    const f = contentFixture();
    rmSync(join(f.root, PRIVACY_POLICY_FILE));
    expect(() => loadPrivacyPolicy(f.root, site)).toThrow(`${PRIVACY_POLICY_FILE}: file not found`);
  });

  it('refuses a file far larger than a legal text, before reading it', () => {
    const f = contentFixture();
    writeFileSync(join(f.root, PRIVACY_POLICY_FILE), 'x'.repeat(150 * 1024));
    expect(() => loadPrivacyPolicy(f.root, site)).toThrow(
      `${PRIVACY_POLICY_FILE}: is 150 KB; expected a file of at most 100 KB`,
    );
  });
});
