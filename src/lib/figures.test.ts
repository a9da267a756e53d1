import { describe, expect, it } from 'vitest';
import { loadContent } from '@/content/load';
import {
  houseAxisRange,
  housesAxis,
  housingFigures,
  indexLines,
  indexMax,
  indexSourceLine,
  renewableSeries,
  renewableSeriesValues,
  uzwilHighlight,
} from './figures';
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

describe('houseAxisRange', () => {
  it('gives the spec’s 180-480 for Diepoldsau', () => {
    expect(houseAxisRange(renewableSeriesValues(renewableSeries(municipality)))).toEqual({
      min: 180,
      max: 480,
    });
    expect(housesAxis(municipality)).toEqual({ min: 180, max: 480 });
  });
  it('leaves 10 % below and 15 % above, rounded outward to tens', () => {
    expect(houseAxisRange([100, 200])).toEqual({ min: 90, max: 230 });
    expect(houseAxisRange([101, 201])).toEqual({ min: 90, max: 240 });
    expect(houseAxisRange([1000])).toEqual({ min: 900, max: 1150 });
  });
  it('never goes below zero and always has a span', () => {
    expect(houseAxisRange([0, 0])).toEqual({ min: 0, max: 10 });
  });
  it('the municipality file can override it', () => {
    expect(housesAxis({ ...municipality, housesAxis: { min: 0, max: 500 } })).toEqual({ min: 0, max: 500 });
  });
});

describe('renewable share after the project', () => {
  it('412 of 1567 = 26.3 %', () => {
    expect(one(f.renewableShareAfter)).toBe('26.3');
  });
});

describe('the heat-pump index', () => {
  const { heatPumpIndex } = loadContent(process.cwd(), 'diepoldsau');
  it('draws nine lines: a Plus and a Minus line for the three series with a range', () => {
    const lines = indexLines(heatPumpIndex);
    expect(lines.map((l) => l.key)).toEqual([
      'uzwilWPGesuche',
      'schweizSchaetzungGeminiPlus',
      'schweizSchaetzungGeminiMinus',
      'schweizDatenGeminiPlus',
      'schweizDatenGeminiMinus',
      'verkaufteWPSchweiz',
      'SchweizEnergyReporter',
      'heizungsersatzStadtSGPlus',
      'heizungsersatzStadtSGMinus',
    ]);
    expect(lines.filter((l) => l.kind === 'minus').map((l) => l.seriesIndex)).toEqual([1, 2, 5]);
  });
  it('Uzwil reached 3.81 times the 2020 level in 2025, the largest value of the chart', () => {
    expect(uzwilHighlight(heatPumpIndex)).toEqual({ year: 2025, value: 3.81 });
    expect(indexMax(heatPumpIndex)).toBe(3.81);
  });
  it('the source line says so while series are placeholders', () => {
    expect(indexSourceLine(heatPumpIndex)).toBe(
      'Quelle: Gemeinde Uzwil (Baugesuche); übrige Reihen: Platzhalterwerte, echte Daten folgen',
    );
    const real = {
      ...heatPumpIndex,
      series: heatPumpIndex.series.map((s) => ({ ...s, placeholder: false, source: s.source ?? 'BFE' })),
    };
    expect(indexSourceLine(real)).toBe('Quelle: Gemeinde Uzwil (Baugesuche); BFE');
    const none = { ...heatPumpIndex, series: heatPumpIndex.series.map((s) => ({ ...s, placeholder: true })) };
    expect(indexSourceLine(none)).toBe('Quelle: Platzhalterwerte, echte Daten folgen');
  });
});
