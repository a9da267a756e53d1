import type { Municipality } from '@/content/schema';

// Every figure the site shows that is not typed in the content file is computed here, from the content.

export interface HousingFigures {
  total: number;
  renewable: number;
  fossil: number;
  target: number;
  /** Shares in percent of all houses, unrounded. */
  renewableShare: number;
  fossilShare: number;
  renewableAfter: number;
  fossilAfter: number;
  fossilShareAfter: number;
  /** How much the renewable count grows through the project, in percent of today's count. */
  renewableUplift: number;
  /** The project target as a share of all houses, in percent. */
  targetShare: number;
}

export interface YearValue {
  year: number;
  houses: number;
}

export interface RenewableSeries {
  /** Year by year up to and including the start year (whose value is today's renewable count). */
  actual: YearValue[];
  startYear: number;
  projectionYear: number;
  withProject: number;
  withoutProject: number;
}

const percent = (part: number, whole: number) => (whole === 0 ? 0 : (part / whole) * 100);

export function housingFigures(m: Municipality): HousingFigures {
  const { total, renewable, fossil } = m.housing;
  const renewableAfter = renewable + m.target;
  const fossilAfter = fossil - m.target;
  return {
    total,
    renewable,
    fossil,
    target: m.target,
    renewableShare: percent(renewable, total),
    fossilShare: percent(fossil, total),
    renewableAfter,
    fossilAfter,
    fossilShareAfter: percent(fossilAfter, total),
    renewableUplift: percent(m.target, renewable),
    targetShare: percent(m.target, total),
  };
}

export function renewableSeries(m: Municipality): RenewableSeries {
  return {
    actual: [...m.renewableHistory, { year: m.startYear, houses: m.housing.renewable }],
    startYear: m.startYear,
    projectionYear: m.startYear + 1,
    withProject: m.housing.renewable + m.target,
    withoutProject: m.renewableWithoutProject,
  };
}
