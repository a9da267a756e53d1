import { expect, test } from '@playwright/test';
import { describeMeasurement, measure, overBudget } from '../support/byte-budgets.ts';
import { dist } from './support/pages.ts';

// The byte budgets of ../shared/QUALITY.md on the build the browser tests run against (npm start serves
// it, built first when stale): every page of it, each municipality's (the fixture's too) held to the budgets
// of /; every measurement is printed beside its budget.
test('every page, chunk and font of the build keeps within its byte budget', () => {
  const results = measure(dist);
  console.log(results.map(describeMeasurement).join('\n'));
  expect(results.length).toBeGreaterThan(10);
  expect(overBudget(results)).toEqual([]);
});
