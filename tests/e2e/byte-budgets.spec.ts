import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { describeMeasurement, measure, overBudget } from '../support/byte-budgets.ts';
import { repo } from './support/pages.ts';

// The byte budgets of ../shared/QUALITY.md on the build the browser tests run against (npm start serves
// dist/, built first when stale): every measurement is printed beside its budget.
test('every page, chunk and font of the build keeps within its byte budget', () => {
  const results = measure(join(repo, 'dist'));
  console.log(results.map(describeMeasurement).join('\n'));
  expect(results.length).toBeGreaterThan(10);
  expect(overBudget(results)).toEqual([]);
});
