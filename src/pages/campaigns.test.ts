import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FIXTURE_SITE } from '../../tests/support/project-copy.ts';
import { validatedContent } from '../content/validated-content.ts';
import { renderPages } from '../entry-server.tsx';
import { campaignRecord } from '../lib/campaign-record.ts';
import { buildPages } from './page-list.ts';

// The overview of all campaigns (/kampagnen) as the build renders it from the tests' site on its day,
// 26 November 2026: Balsthal running with its progress, Seengen announced, Diepoldsau finished without
// its result, Weinfelden finished with it; the draft Neuenegg nowhere.

const DAY_EPOCH = String(Date.UTC(2026, 10, 26, 11) / 1000);
const MAP = {
  wide: { path: '/assets/kampagnen-karte-wide.svg', width: 960, height: 627 },
  narrow: { path: '/assets/kampagnen-karte-narrow.svg', width: 400, height: 262 },
};

describe('the overview of all campaigns', () => {
  let content: ReturnType<typeof validatedContent>;
  beforeAll(() => {
    vi.stubEnv('SOURCE_DATE_EPOCH', DAY_EPOCH);
    content = validatedContent(FIXTURE_SITE, { only: null, municipalitiesDirs: ['content/municipalities'] });
  });
  afterAll(() => {
    vi.unstubAllEnvs();
  });
  const overviewPage = () => {
    const page = buildPages(content).find((it) => it.kind === 'campaigns');
    if (!page) throw new Error('no overview page');
    const [rendered] = renderPages([page], content, () => true, { campaignsMap: MAP });
    if (!rendered) throw new Error('nothing rendered');
    return rendered;
  };
  const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

  it('counts the track record from the campaigns: finished, replaced (results and progress), running', () => {
    const overview = content.contents.diepoldsau?.overview ?? [];
    expect(campaignRecord(overview)).toEqual({ finished: 2, running: 1, announced: 1, replaced: 86 + 37 });
    const page = text(overviewPage().html);
    // Each figure a term and its value (shown below it, in large type).
    expect(page).toContain('abgeschlossene Kampagnen 2 ersetzte Heizungen 123 laufende Kampagnen 1');
  });

  it('lists every published campaign by phase in its own page’s words, with its period and its link', () => {
    const { html, route } = overviewPage();
    expect(route).toBe('/kampagnen');
    const page = text(html);
    expect(page).toMatch(
      /Läuft jetzt Balsthal 37 von 100 neuen Heizungen · noch 47 Tage 5\. Oktober 2026 – 12\. Januar 2027 Angekündigt Seengen Start am 19\. April 2027 19\. April – 27\. Juli 2027 Abgeschlossen Diepoldsau Das Ergebnis folgt\. 2\. Februar – 12\. Mai 2026 Weinfelden 86 neue Heizungen in 100 Tagen 1\. September – 9\. Dezember 2025/,
    );
    for (const [name, path] of [
      ['Balsthal', '/balsthal'],
      ['Seengen', '/seengen'],
      ['Diepoldsau', '/'],
      ['Weinfelden', '/weinfelden'],
    ])
      expect(html).toContain(
        `<a href="${path}" class="text-lg font-bold text-brand underline-offset-4 hover:underline">${name}</a>`,
      );
    expect(html).not.toContain('Neuenegg');
  });

  it('shows the map lazily, wide and narrow, its text naming every campaign by phase, and its legend', () => {
    const { html } = overviewPage();
    expect(html).toContain(
      `<source media="(min-width: 40rem)" srcSet="${MAP.wide.path}" width="960" height="627"/>`,
    );
    expect(html).toMatch(
      /<img src="\/assets\/kampagnen-karte-narrow\.svg" width="400" height="262" alt="[^"]+" loading="lazy"/,
    );
    expect(/alt="([^"]+)"/.exec(html)?.[1]).toBe(
      'Karte der Schweiz mit den Kantonen, den Seen und den 4 Gemeinden der Kampagnen. Läuft jetzt: Balsthal. Angekündigt: Seengen. Abgeschlossen: Diepoldsau, Weinfelden.',
    );
    expect(text(html)).toContain(
      'Läuft jetzt (1) Angekündigt (1) Abgeschlossen (2) Grenzen 2026: Bundesamt für Statistik (BFS), GEOSTAT; swisstopo.',
    );
  });

  it('tells search engines of every campaign as an Event of one ItemList, each at its page', () => {
    const { head } = overviewPage();
    const data = [...head.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(([, json]) =>
      JSON.parse(json ?? ''),
    );
    const list = data.find((item) => item['@type'] === 'ItemList');
    const organisation = data.find((item) => item['@type'] === 'NGO');
    expect(list.numberOfItems).toBe(4);
    expect(
      list.itemListElement.map(({ position, item }: { position: number; item: Record<string, unknown> }) => [
        position,
        item['@type'],
        item.name,
        item.startDate,
        item.url,
      ]),
    ).toEqual([
      [1, 'Event', '100in100 Balsthal', '2026-10-05', 'https://www.100in100.ch/balsthal'],
      [2, 'Event', '100in100 Seengen', '2027-04-19', 'https://www.100in100.ch/seengen'],
      [3, 'Event', '100in100 Diepoldsau', '2026-02-02', 'https://www.100in100.ch/'],
      [4, 'Event', '100in100 Weinfelden', '2025-09-01', 'https://www.100in100.ch/weinfelden'],
    ]);
    expect(list.itemListElement[0].item.organizer).toEqual({ '@id': organisation['@id'] });
  });
});
