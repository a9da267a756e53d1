import { describe, expect, it } from 'vitest';
import { formatNumber, formatPercent } from '@/base/format.ts';
import { heatPumpIndex, municipality, site } from '../../tests/fixtures/unit-content.ts';
import {
  houseAxisRange,
  housesAxis,
  housingFigures,
  indexHighlight,
  indexLines,
  indexMax,
  indexSourceLine,
  renewableSeries,
  renewableSeriesValues,
} from './figures.ts';

// The figures of the test municipality Seengen (tests/fixtures/municipalities/seengen.json: 2'480
// houses, 620 renewable, target 150, start 2027), worked out by hand. The spec's figures for Diepoldsau are
// checked on the built site (tests/e2e).
const NONE = {};
const f = housingFigures(municipality, NONE);
const one = (value: number) => formatNumber(value, { decimals: 1 });

describe('housing figures (spec section 3)', () => {
  it('are the inputs', () => {
    expect([f.total, f.renewable, f.fossil, f.target]).toEqual([2480, 620, 1860, 150]);
  });
  it('renewable share 620 / 2480 = 25.0 %, fossil share 75.0 %', () => {
    expect(one(f.renewableShare)).toBe('25.0');
    expect(one(f.fossilShare)).toBe('75.0');
  });
  it('after the project: fossil 1710 (68.95 % → 69.0 %), renewable 770', () => {
    expect(f.fossilAfter).toBe(1710);
    expect(one(f.fossilShareAfter)).toBe('69.0');
    expect(f.renewableAfter).toBe(770);
  });
  it('uplift 150 / 620 = 24.2 %, shown as the badge +24%', () => {
    expect(one(f.renewableUplift)).toBe('24.2');
    expect(formatPercent(f.renewableUplift, { compact: true, decimals: 0, signed: true })).toBe('+24%');
  });
  it('the target is 150 / 2480 = 6.0 % of all houses', () => {
    expect(one(f.targetShare)).toBe('6.0');
  });
});

describe('renewable houses by year', () => {
  const s = renewableSeries(municipality, NONE);
  it('runs 2019-2027 with the start year at today’s count', () => {
    expect(s.actual.map((p) => p.year)).toEqual([2019, 2020, 2021, 2022, 2023, 2024, 2025, 2026, 2027]);
    expect(s.actual.map((p) => p.houses)).toEqual([400, 430, 455, 490, 520, 550, 575, 600, 620]);
    expect(s.startYear).toBe(2027);
  });
  it('projects 2028 with the project (620 + 150 = 770) and without it (650)', () => {
    expect(s.projectionYear).toBe(2028);
    expect(s.withProject).toBe(770);
    expect(s.withoutProject).toBe(650);
  });
});

describe('once the campaign has its result', () => {
  const result = { result: { replaced: 86 } };
  it('counts the houses it changed instead of its target: 620 + 86 = 706, 86 / 2480 = 3.5 %', () => {
    const done = housingFigures(municipality, result);
    expect([done.target, done.renewableAfter, done.fossilAfter]).toEqual([86, 706, 1774]);
    expect(one(done.targetShare)).toBe('3.5');
  });
  it('ends the houses chart at the achieved figure, no longer a projection', () => {
    const s = renewableSeries(municipality, result);
    expect([s.withProject, s.achieved]).toEqual([706, true]);
    expect(renewableSeries(municipality, NONE).achieved).toBe(false);
  });
});

describe('houseAxisRange', () => {
  it('runs from 400 − 10 % = 360 to 770 + 15 % = 885.5 → 890 for Seengen', () => {
    expect(houseAxisRange(renewableSeriesValues(renewableSeries(municipality, NONE)))).toEqual({
      min: 360,
      max: 890,
    });
    expect(housesAxis(municipality, NONE)).toEqual({ min: 360, max: 890 });
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
    expect(housesAxis({ ...municipality, housesAxis: { min: 0, max: 500 } }, NONE)).toEqual({
      min: 0,
      max: 500,
    });
  });
});

describe('renewable share after the project', () => {
  it('770 of 2480 = 31.0 %', () => {
    expect(one(f.renewableShareAfter)).toBe('31.0');
  });
});

describe('the heat-pump index', () => {
  it('draws a Plus and a Minus line for a series with a range, one line for the others', () => {
    const lines = indexLines(heatPumpIndex);
    expect(lines.map((l) => l.key)).toEqual([
      'uzwilWPGesuche',
      'schweizSchaetzungGeminiPlus',
      'schweizSchaetzungGeminiMinus',
      'verkaufteWPSchweiz',
    ]);
    expect(lines.filter((l) => l.kind === 'minus').map((l) => l.seriesIndex)).toEqual([1]);
  });
  it('the highlighted series’ last year is the highlight, here also the largest value of the chart', () => {
    expect(indexHighlight(heatPumpIndex)).toEqual({
      key: 'uzwilWPGesuche',
      name: 'Bergwil',
      year: 2022,
      value: 3.5,
    });
    expect(indexHighlight({ ...heatPumpIndex, series: heatPumpIndex.series.slice(1) })).toBeUndefined();
    expect(indexMax(heatPumpIndex)).toBe(3.5);
  });
  it('the source line says so while series are placeholders', () => {
    expect(indexSourceLine(heatPumpIndex, site.heatPumpChart)).toBe(
      'Quelle: Gemeinde Bergwil (Baugesuche); übrige Reihen: Platzhalterwerte, echte Daten folgen',
    );
    const real = {
      ...heatPumpIndex,
      series: heatPumpIndex.series.map((s) => ({ ...s, placeholder: false, source: s.source ?? 'BFE' })),
    };
    expect(indexSourceLine(real, site.heatPumpChart)).toBe('Quelle: Gemeinde Bergwil (Baugesuche); BFE');
    const none = { ...heatPumpIndex, series: heatPumpIndex.series.map((s) => ({ ...s, placeholder: true })) };
    expect(indexSourceLine(none, site.heatPumpChart)).toBe('Quelle: Platzhalterwerte, echte Daten folgen');
  });
});
