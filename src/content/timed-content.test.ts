import { describe, expect, it } from 'vitest';
import { FIXTURE_SITE } from '../../tests/support/project-copy.ts';
import { loadCampaigns } from './load.ts';
import { timedContent } from './timed-content.ts';

// Weinfelden (tests/fixtures/site/content/municipalities/weinfelden.json) ran from 1 September to 9 December
// 2025 and replaced 86 heating systems; its target was 100.
const { site, municipalities } = loadCampaigns(FIXTURE_SITE, undefined, 'weinfelden');
const [weinfelden] = municipalities;
if (!weinfelden) throw new Error("weinfelden.json is missing from the tests' content");
const content = { site, municipality: weinfelden.municipality };

describe('timedContent', () => {
  it('leaves the copy as written while the campaign runs', () => {
    const running = timedContent(content, '2025-10-01');
    expect(running.status.result).toBeUndefined();
    expect(running.site).toBe(content.site);
  });

  it('once there is a result, says what the counters show as before and after it, and the share of the houses it changed', () => {
    const { site: timed, status } = timedContent(content, '2026-01-10');
    expect(status.result?.replaced).toBe(86);
    expect(timed.wilChart.counts).toBe(site.wilChart.achievedCounts);
    expect(timed.wilChart.shares).toBe(site.wilChart.achievedShares);
    // {replaced} is the result; {total} and {share} are the section's own, filled where it shows them.
    expect(timed.wilChart.targetShare).toBe(site.wilChart.achievedShare.replace('{replaced}', '86'));
    expect(timed.wilChart.targetShare).toContain('{share}');
    expect(timed.wilChart.targetShare).not.toContain('{target}');
  });

  it('once there is a result, gives the houses chart the texts of the result in place of the forecast’s', () => {
    const { site: timed } = timedContent(content, '2026-01-10');
    const { wilChart } = site;
    expect(timed.wilChart).toMatchObject({
      withLabel: wilChart.achievedLabel,
      chartDescription: wilChart.achievedDescription,
      chartSource: wilChart.achievedSource,
      chartSummary: wilChart.achievedSummary,
    });
    // What stays: the chart's title and the line without the project.
    expect(timed.wilChart.chartTitle).toBe(wilChart.chartTitle);
    expect(timed.wilChart.withoutLabel).toBe(wilChart.withoutLabel);
  });
});
