import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { appContent } from '../../scripts/cms/app-content.ts';
import { FIXTURE_SITE, repo } from '../../tests/support/project-copy.ts';
import type { AppContent } from './app-content.ts';
import { pagesOf, pageWeigher } from './page-weight.ts';
import { editTexts, shownTexts, weightWarning } from './weight-warning.ts';

// The editing app's warning that an entry makes its page too large for a phone's first round trip (14 KB as
// Brotli): its German words, its figures in the site's format, and the texts it names as the form names
// them. On the browser tests' content set.

const content = appContent(FIXTURE_SITE, repo);
const KB = 1024;
const page = (route: string, bytes: number) => ({ route, bytes, html: '' });
const texts = [
  { name: 'Startbereich › Text', length: 318 },
  { name: 'Abschnitt Partner › Einleitung', length: 1250 },
];

describe('weightWarning', () => {
  it('says nothing while every page fits the first round trip, to the byte', () => {
    expect(weightWarning([page('/', 14 * KB)], texts)).toBeUndefined();
  });

  it('names the page, its estimated size rounded up and the longest texts, and leaves the save possible', () => {
    const warning = weightWarning(
      [page('/', 14.55 * KB), page('/balsthal', 13 * KB)],
      [...texts].sort((a, b) => b.length - a.length),
    );
    expect(warning).toEqual({
      summary: 'Achtung: Mit diesen Texten wird die Seite «/» voraussichtlich 14.6\u00a0KB gross.',
      reason:
        'Das ist mehr als die 14\u00a0KB, die ein Handy mit der ersten Übertragung erhält: sie erscheint dort spürbar später. Kürzen hilft am meisten bei den längsten Texten:',
      longest: ["Abschnitt Partner › Einleitung (1'250 Zeichen)", 'Startbereich › Text (318 Zeichen)'],
      closing: 'Speichern ist trotzdem möglich.',
      message:
        "Achtung: Mit diesen Texten wird die Seite «/» voraussichtlich 14.6\u00a0KB gross. Das ist mehr als die 14\u00a0KB, die ein Handy mit der ersten Übertragung erhält: sie erscheint dort spürbar später. Kürzen hilft am meisten bei den längsten Texten: Abschnitt Partner › Einleitung (1'250 Zeichen); Startbereich › Text (318 Zeichen). Speichern ist trotzdem möglich.",
    });
  });

  it('a page just past the limit never reads as the limit', () => {
    expect(weightWarning([page('/', 14 * KB + 1)], [])?.summary).toContain('14.1\u00a0KB gross');
  });

  it('lists several pages, the home page first, and at most five texts', () => {
    const many = Array.from({ length: 8 }, (_, i) => ({ name: `Text ${i + 1}`, length: 300 - i }));
    const warning = weightWarning(
      [page('/seengen', 14.2 * KB), page('/', 14.4 * KB), page('/balsthal', 14.3 * KB)],
      many,
    );
    expect(warning?.summary).toBe(
      'Achtung: Mit diesen Texten werden die Seiten «/» (14.4\u00a0KB), «/balsthal» (14.3\u00a0KB) und «/seengen» (14.2\u00a0KB) voraussichtlich zu gross.',
    );
    expect(warning?.reason).toContain('sie erscheinen dort spürbar später');
    expect(warning?.longest).toEqual(
      many.slice(0, 5).map(({ name, length }) => `${name} (${length} Zeichen)`),
    );
  });
});

describe('editTexts (the texts a warning names)', () => {
  it("the site's texts by the form's names, longest first", () => {
    const site = structuredClone(content.site);
    site.hero.subtext = 'x '.repeat(160).trim();
    const named = editTexts({ kind: 'site', data: site, slug: 'site' }, content);
    expect(named[0]).toMatchObject({ name: 'Startbereich › Text', length: 319 });
    expect(named.map((text) => text.length)).toEqual(named.map((text) => text.length).sort((a, b) => b - a));
  });

  it("a municipality's own texts as its form names them, the site's beside them under their file's title", () => {
    const municipality = structuredClone(content.municipalities.diepoldsau);
    if (!municipality) throw new Error('the fixture has Diepoldsau');
    const [partner] = municipality.partners;
    if (partner) partner.name = 'Genossenschaft für erneuerbare Wärme im Rheintal';
    const named = editTexts({ kind: 'municipality', data: municipality, slug: 'diepoldsau' }, content);
    expect(named).toContainEqual(expect.objectContaining({ name: 'Partner 1 › Name', length: 48 }));
    expect(named[0]?.name).toMatch(/^Texte und Kontakt › /);
  });

  it("the legal text's topics by their titles, the one made longest first", () => {
    const source = readFileSync(join(FIXTURE_SITE, 'content', 'legal', 'privacy-policy.md'), 'utf8');
    const body = source
      .replace(/^---\n[\s\S]*?\n---\n/, '')
      .replace(
        '## Marketing {#marketing}\n',
        `## Marketing {#marketing}\n\n${'Wir werben nicht. '.repeat(200)}\n`,
      );
    const data = { updated: '2026-01-15', body };
    const named = editTexts({ kind: 'privacyPolicy', data, slug: 'privacyPolicy' }, content);
    expect(named[0]?.name).toBe('Text › Abschnitt «Marketing»');
    expect(named[0]?.length).toBeGreaterThan(3600);
    expect(named.map((text) => text.name)).toContain('Text › Einleitung');
  });
});

describe('shownTexts', () => {
  it('names the texts the page shows, not those of a phase it has not reached or of another page', async () => {
    const built = {
      day: '2026-11-26',
      pageBytes: { diepoldsau: 13_000 },
      privacyPolicyBytes: 0,
      privacyPolicy: '',
    };
    const app: AppContent = { ...content, built };
    const edit = { kind: 'site' as const, data: structuredClone(content.site), slug: 'site' };
    // Diepoldsau's campaign is over, without its result yet.
    const pages = await pageWeigher()(pagesOf(edit, app, '2026-11-26').filter((p) => p.route === '/'));
    const names = shownTexts(editTexts(edit, app), pages).map((text) => text.name);
    expect(names).toContain('Startbereich › Text');
    expect(names).toContain('Abschnitt «Jetzt auch für …» › Text für Screenreader');
    expect(names).not.toContain('Abschnitt «Jetzt auch für …» › Text für Screenreader mit Ergebnis');
    expect(names).not.toContain('Seite nicht gefunden › Text');
  });
});
