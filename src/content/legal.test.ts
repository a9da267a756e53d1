import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentFixture, FIXTURE_ROOT, FIXTURE_SLUG } from '../../tests/support/content-fixture.ts';
import { problemsOf } from '../../tests/support/content-problems.ts';
import { LEGAL_TOPICS, PRIVACY_TOPICS } from './legal/topics.ts';
import { loadPrivacyPolicy, PRIVACY_POLICY_FILE, parsePrivacyPolicy } from './legal.ts';
import { loadContent } from './load.ts';

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
function minimal(ids: readonly string[] = LEGAL_TOPICS.map((t) => t.id)): string {
  const topics = ids.map((id) => `## Thema ${id} {#${id}}\n\nText zu ${id}.\n`).join('\n');
  return `---\nupdated: 2021-10-13\n---\n\nEinleitung.\n\n${topics}`;
}

/** The problems of the minimal policy with `lines` in place of the text of {#kontakt} (from line 57). */
const withKontakt = (...lines: string[]) => problems(minimal().replace('Text zu kontakt.', lines.join('\n')));

describe('parsePrivacyPolicy', () => {
  it('accepts the fixture policy: the spec’s fourteen topics in its order and the terms of use, the date written out', () => {
    const policy = parsePrivacyPolicy(fixture, site);
    expect(policy.sections.map((s) => s.id).join(' ')).toBe(
      'erhobene-daten erhebung verwendung speicherung marketing datenschutzrechte cookies cookie-verwendung cookie-arten cookies-verwalten andere-websites aenderungen kontakt aufsichtsbehoerde agb',
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
      `${F}: Das Thema «was Cookies sind» {#cookies} fehlt. Erwartet eine Überschrift "## … {#cookies}" nach {#datenschutzrechte}.`,
    ]);
  });

  it('reports an id used twice, with both lines', () => {
    const source = minimal().replace('{#cookie-arten}', '{#cookies}');
    expect(problems(source)).toEqual([
      `${F}: Zeile 39: {#cookies} steht zweimal (zuerst in Zeile 31). Erwartet jede Kennung nur einmal.`,
      `${F}: Das Thema «die Arten von Cookies» {#cookie-arten} fehlt. Erwartet eine Überschrift "## … {#cookie-arten}" nach {#cookie-verwendung}.`,
    ]);
  });

  it('reports topics out of order', () => {
    const ids = LEGAL_TOPICS.map((t) => t.id);
    const swapped = [ids[1], ids[0], ...ids.slice(2)] as string[];
    expect(problems(minimal(swapped))).toEqual([
      `${F}: Zeile 7: {#erhebung} steht am falschen Ort. Erwartet hier {#erhobene-daten} (die Themen folgen der Reihenfolge {#erhobene-daten}, {#erhebung}, {#verwendung}, {#speicherung}, {#marketing}, {#datenschutzrechte}, {#cookies}, {#cookie-verwendung}, {#cookie-arten}, {#cookies-verwalten}, {#andere-websites}, {#aenderungen}, {#kontakt}, {#aufsichtsbehoerde}, {#agb}).`,
    ]);
  });

  it('asks for the terms of use (AGB) after the last privacy topic', () => {
    expect(problems(minimal(PRIVACY_TOPICS.map((t) => t.id)))).toEqual([
      `${F}: Das Thema «die Nutzungsbedingungen (AGB)» {#agb} fehlt. Erwartet eine Überschrift "## … {#agb}" nach {#aufsichtsbehoerde}.`,
    ]);
  });

  it('reports a topic heading without id, an unknown id and an id the page uses', () => {
    const source = minimal().replace('## Thema marketing {#marketing}', '## Marketing');
    expect(problems(`${source}\n## Extra {#extra}\n\nMehr.\n\n## Impressum {#impressum}\n\nX.\n`)).toEqual([
      `${F}: Zeile 23: "## Marketing" hat keine Kennung. Erwartet "## Titel {#kennung}".`,
      `${F}: Zeile 67: {#extra} ist kein Thema. Erwartet eine dieser Kennungen: {#erhobene-daten}, {#erhebung}, {#verwendung}, {#speicherung}, {#marketing}, {#datenschutzrechte}, {#cookies}, {#cookie-verwendung}, {#cookie-arten}, {#cookies-verwalten}, {#andere-websites}, {#aenderungen}, {#kontakt}, {#aufsichtsbehoerde}, {#agb}.`,
      `${F}: Zeile 71: {#impressum} verwendet die Seite selbst. Erwartet die Kennung eines Themas.`,
      `${F}: Das Thema «Marketing» {#marketing} fehlt. Erwartet eine Überschrift "## … {#marketing}" nach {#speicherung}.`,
    ]);
  });

  it('limits a topic title to a line of the table of contents', () => {
    const source = minimal().replace('Thema marketing', 'M'.repeat(81));
    expect(problems(source)).toEqual([
      `${F}: Zeile 23: Der Titel von {#marketing} hat 81 Zeichen. Erwartet höchstens 80 (eine Zeile im Inhaltsverzeichnis).`,
    ]);
  });

  it('reports an unknown placeholder, an unclosed one, a stray brace and facts typed out', () => {
    const source = minimal().replace(
      'Einleitung.',
      'Schreiben Sie an {mail} oder hallo@waermewende.example.\nGemeinsam in {municipality\nMengen { 1, 2 }',
    );
    expect(problems(source)).toEqual([
      `${F}: Zeile 5: Hier ist "hallo@waermewende.example" ausgeschrieben. Erwartet {email}: der Wert kommt aus content/site.json.`,
      `${F}: Zeile 5: {mail} ist kein Platzhalter. Erwartet einen von {campaign}, {name}, {legalForm}, {street}, {postalCode}, {locality}, {country}, {address}, {email}, {phone}, {siteUrl}, {booking}, {linkedin}, {instagram}.`,
      `${F}: Zeile 6: {municipality ist nicht geschlossen. Erwartet den Platzhalter so: {municipality}.`,
      `${F}: Zeile 7: Hier steht eine { ohne Platzhalter. Erwartet { nur in Platzhaltern wie {email}.`,
    ]);
  });

  it('keeps to Swiss Standard German and Markdown only', () => {
    const source = minimal()
      .replace('Text zu cookies.', 'Die Grösse ist gross, nicht gro\u00df.')
      .replace('Text zu kontakt.', '<span style="color:red">rot</span>');
    expect(problems(source)).toEqual([
      `${F}: Zeile 33: Hier steht «\u00df». Erwartet «ss» (Schweizer Rechtschreibung).`,
      `${F}: Zeile 57: Hier steht HTML (<span style="color:red">). Erwartet nur Markdown.`,
      `${F}: Zeile 57: Hier steht HTML (</span>). Erwartet nur Markdown.`,
    ]);
  });

  it('refuses control characters and bidirectional controls, naming the line', () => {
    const source = minimal()
      .replace('Text zu cookies.', 'Text\u0000 zu cookies.')
      .replace('Text zu kontakt.', 'Preis: \u202E0.01 CHF');
    expect(problems(source)).toEqual([
      `${F}: Zeile 33: Der Text enthält an Stelle 5 das Steuerzeichen U+0000 (NUL), oft beim Einfügen mitkopiert. Erwartet Text ohne Steuerzeichen: die Stelle löschen und neu tippen.`,
      `${F}: Zeile 57: Der Text enthält an Stelle 8 das unsichtbare Steuerzeichen U+202E (RIGHT-TO-LEFT OVERRIDE), das ihn in anderer Reihenfolge zeigt, als er gespeichert ist. Erwartet Text ohne Steuerzeichen: die Stelle löschen und neu tippen.`,
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
      'Erwartet #kennung, eine Seite dieser Website (/, /privacy-policy, /kampagnen), {email}, {phone} oder einen https://-Link.';
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
      ),
    ).toEqual([
      `${F}: Zeile 57: Der Link auf "//evil.example/login" beginnt mit // und führt so im selben Tab auf eine andere Website. Erwartet https://… für eine andere Website oder eine Seite dieser Website.`,
      `${F}: Zeile 58: Der Link auf "/\\evil.example" beginnt mit einem Backslash, den Browser als // lesen (andere Website). Erwartet eine Seite dieser Website.`,
      `${F}: Zeile 59: Der Link auf "javascript:alert(1)" verwendet javascript:, das hier nicht erlaubt ist. ${allowed}`,
      `${F}: Zeile 59: Der Link auf "data:text/html,hallo" verwendet data:, das hier nicht erlaubt ist. ${allowed}`,
      `${F}: Zeile 60: Der Link auf "http://a.example" ist nicht https. ${allowed}`,
      `${F}: Zeile 60: Der Link auf "seite.html" ist eine relative Adresse. ${allowed}`,
      `${F}: Zeile 60: Der Link auf "ftp://a.example" verwendet ftp:, das hier nicht erlaubt ist. ${allowed}`,
      `${F}: Zeile 61: Der Link auf "#nirgends" führt ins Leere. Erwartet die Kennung eines Themas oder #impressum.`,
      `${F}: Zeile 61: Der Link auf "/impressum" ist keine Seite dieser Website. Erwartet eine von /, /privacy-policy, /kampagnen.`,
      `${F}: Zeile 61: Der Link auf "/privacy-policy#nirgends" führt ins Leere. Erwartet die Kennung eines Themas oder #impressum.`,
      `${F}: Zeile 61: Der Link auf "/#start" zeigt auf eine Stelle in /, die sich nicht prüfen lässt. Erwartet / allein.`,
      `${F}: Zeile 62: Der Link auf "mailto:jemand@example.org" ist ein ausgeschriebener mailto:-Link. Erwartet {email}.`,
      `${F}: Zeile 62: Der Link auf "tel:+41000000000" ist ein ausgeschriebener tel:-Link. Erwartet {phone}.`,
      `${F}: Zeile 63: Der Link auf "https://www.edoeb.admin.ch@evil.example/" nennt einen Benutzer vor «@» (geöffnet wird evil.example). Erwartet https://host/pfad.`,
      `${F}: Zeile 63: Der Link auf "https:/evil.example" ist keine gültige https://-Adresse. ${allowed}`,
      `${F}: Zeile 64: Der Link auf "http://www.example.org" ist nicht https. ${allowed}`,
    ]);
  });

  it('checks reference-style links by their definition', () => {
    expect(
      withKontakt('[hier][r] und [dort]', '', '[r]: //evil.example', '[dort]: javascript:alert(1)'),
    ).toEqual([
      `${F}: Zeile 57: Der Link auf "//evil.example" beginnt mit // und führt so im selben Tab auf eine andere Website. Erwartet https://… für eine andere Website oder eine Seite dieser Website.`,
      `${F}: Zeile 57: Der Link auf "javascript:alert(1)" verwendet javascript:, das hier nicht erlaubt ist. Erwartet #kennung, eine Seite dieser Website (/, /privacy-policy, /kampagnen), {email}, {phone} oder einen https://-Link.`,
    ]);
  });

  it('refuses images, which the page does not show', () => {
    expect(withKontakt('Text', '![Logo](https://a.example/logo.png) und ![x](/favicon.svg)')).toEqual([
      `${F}: Zeile 58: Hier steht ein Bild (https://a.example/logo.png). Erwartet nur Text, keine Bilder.`,
      `${F}: Zeile 58: Hier steht ein Bild (/favicon.svg). Erwartet nur Text, keine Bilder.`,
    ]);
  });

  it('requires the date of the last update, as a real date', () => {
    expect(problems(minimal().replace('updated: 2021-10-13', 'updated: 2021-10-32'))).toEqual([
      `${F}: Zeile 2: updated: "2021-10-32" ist kein gültiges Datum. Erwartet ein Datum wie 2021-10-13.`,
    ]);
    expect(problems(minimal().replace('---\nupdated: 2021-10-13\n---\n', ''))).toEqual([
      `${F}: Zeile 1: Der Kopf mit dem Datum fehlt. Erwartet am Anfang der Datei ---, updated: JJJJ-MM-TT, ---`,
    ]);
    expect(problems(minimal().replace('updated: 2021-10-13', 'datum: 2021-10-13'))).toEqual([
      `${F}: Zeile 2: "datum: 2021-10-13" gehört nicht in den Kopf. Erwartet dort nur "updated: JJJJ-MM-TT".`,
      `${F}: Kopf: updated: fehlt. Erwartet das Datum der letzten Änderung, z. B. updated: 2021-10-13`,
    ]);
  });

  it('rejects a level-1 heading and subheadings before the first topic', () => {
    const source = minimal().replace('Einleitung.', '# Datenschutz\n\n### Vorab\n\nEinleitung.');
    expect(problems(source)).toEqual([
      `${F}: Zeile 5: "# Datenschutz" ist eine Überschrift der ersten Ebene. Erwartet ## für ein Thema (die Seite hat ihren eigenen Titel).`,
      `${F}: Zeile 7: "### Vorab" steht vor dem ersten Thema. Erwartet es innerhalb eines ##-Themas.`,
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
    expect(() => loadPrivacyPolicy(f.root, site)).toThrow(
      `${PRIVACY_POLICY_FILE}: Die Datei fehlt. Erwartet eine Datei an diesem Ort (Name richtig geschrieben?).`,
    );
  });

  it('refuses a file far larger than a legal text, before reading it', () => {
    const f = contentFixture();
    writeFileSync(join(f.root, PRIVACY_POLICY_FILE), 'x'.repeat(150 * 1024));
    expect(() => loadPrivacyPolicy(f.root, site)).toThrow(
      `${PRIVACY_POLICY_FILE}: Die Datei ist 150 KB gross. Erwartet höchstens 100 KB: ist aus Versehen etwas Grosses hineinkopiert worden?`,
    );
  });
});
