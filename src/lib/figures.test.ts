import { describe, expect, it } from 'vitest';
import { loadContent } from '@/content/load';
import { housingFigures, renewableSeries } from './figures';
import { formatNumber, formatPercent } from './format';

// The spec's figures for Diepoldsau, computed from content/municipalities/diepoldsau.json.
const { municipality } = loadContent(process.cwd(), 'diepoldsau');
const f = housingFigures(municipality);
const one = (value: number) => formatNumber(value, { decimals: 1 });

describe('housing figures of Diepoldsau (spec section 3)', () => {
  it('are the inputs', () => {
    expect([f.total, f.renewable, f.fossil, f.target]).toEqual([1567, 312, 1255, 100]);
  });
  it('renewable share 19.9 %, fossil share 80.1 %', () => {
    expect(one(f.renewableShare)).toBe('19.9');
    expect(one(f.fossilShare)).toBe('80.1');
  });
  it('after the project: fossil 1155 (73.7 %), renewable 412', () => {
    expect(f.fossilAfter).toBe(1155);
    expect(one(f.fossilShareAfter)).toBe('73.7');
    expect(f.renewableAfter).toBe(412);
  });
  it('uplift 32.1 %, shown as the badge +32%', () => {
    expect(one(f.renewableUplift)).toBe('32.1');
    expect(formatPercent(f.renewableUplift, { compact: true, decimals: 0, signed: true })).toBe('+32%');
  });
  it('the target is 6.4 % of all houses', () => {
    expect(one(f.targetShare)).toBe('6.4');
  });
});

describe('renewable houses by year', () => {
  const s = renewableSeries(municipality);
  it('runs 2020-2026 with the start year at today’s count', () => {
    expect(s.actual.map((p) => p.year)).toEqual([2020, 2021, 2022, 2023, 2024, 2025, 2026]);
    expect(s.actual.map((p) => p.houses)).toEqual([204, 222, 240, 258, 276, 294, 312]);
    expect(s.startYear).toBe(2026);
  });
  it('projects 2027 with the project (412) and without it (330)', () => {
    expect(s.projectionYear).toBe(2027);
    expect(s.withProject).toBe(412);
    expect(s.withoutProject).toBe(330);
  });
});
