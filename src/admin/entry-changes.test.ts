import { describe, expect, it } from 'vitest';
import { entryChanges } from './entry-changes.ts';

const municipality = (change: (data: Record<string, unknown>) => void = () => {}) => {
  const data: Record<string, unknown> = {
    name: 'Seengen',
    published: true,
    housing: { total: 2480, renewable: 620, fossil: 1860 },
    target: 150,
    partners: [
      { name: 'Gemeinde Seengen', type: 'municipality' },
      { name: 'Seewerke', type: 'energy-supplier' },
    ],
  };
  change(data);
  return `${JSON.stringify(data, null, 2)}\n`;
};

describe('entryChanges', () => {
  it('names each changed field as the form labels it, with its value before and after', () => {
    const from = municipality();
    const to = municipality((data) => {
      data.target = 120;
      (data.housing as Record<string, number>).fossil = 1250;
      (data.partners as { name: string; type: string }[])[1] = {
        name: 'Seewerke AG',
        type: 'energy-supplier',
      };
      data.published = false;
    });
    expect(entryChanges('municipality', from, to)).toEqual([
      'Veröffentlicht: ein → aus',
      'Einfamilienhäuser, fossil geheizt: 1860 → 1250',
      'Ziel: 150 → 120',
      'Partner 2, Name: «Seewerke» → «Seewerke AG»',
    ]);
  });

  it('says that an entry of a list was added or removed', () => {
    const one = municipality((data) => {
      data.partners = [(data.partners as unknown[])[0]];
    });
    expect(entryChanges('municipality', municipality(), one)).toEqual(['Partner 2: entfernt']);
    expect(entryChanges('municipality', one, municipality())).toEqual(['Partner 2: hinzugefügt']);
  });

  it('is empty for the same values written otherwise', () => {
    expect(entryChanges('municipality', municipality(), JSON.stringify(JSON.parse(municipality())))).toEqual(
      [],
    );
  });

  it('shows a long text by the part around its change, and counts what it does not name', () => {
    const body = `${'Mit dieser Datenschutzerklärung informieren wir Sie. '.repeat(4)}Verantwortlich ist die Genossenschaft.`;
    const from = `---\nupdated: 2021-10-13\n---\n\n${body}\n`;
    const to = `---\nupdated: 2026-03-12\n---\n\n${body.replace('Genossenschaft', 'Genossenschaft 100in100')}\n`;
    expect(entryChanges('privacyPolicy', from, to)).toEqual([
      'Letzte Aktualisierung: «2021-10-13» → «2026-03-12»',
      'Text: «…die Genossenschaft.» → «…die Genossenschaft 100in100.»',
    ]);
    const many = municipality((data) => {
      data.housing = { total: 1, renewable: 2, fossil: 3 };
      data.target = 4;
      data.name = 'Seengen-Ost';
      data.published = false;
      data.partners = [
        { name: 'a', type: 'b' },
        { name: 'c', type: 'd' },
      ];
    });
    const lines = entryChanges('municipality', municipality(), many);
    expect(lines).toHaveLength(9);
    expect(lines.at(-1)).toBe('und 2 weitere Änderungen');
  });

  it('says when a text is no JSON at all', () => {
    expect(entryChanges('site', '{}', '{ "kaputt": ')).toEqual(['Die Datei ist kein gültiges JSON.']);
  });
});
