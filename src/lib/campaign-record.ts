import type { CampaignSummary } from '@/content/schema/content.ts';

// The cooperative's track record as the overview page states it, computed from the campaigns as they
// stand on the day of the build: never typed, so it grows with each file and each result.

export interface CampaignRecord {
  finished: number;
  running: number;
  announced: number;
  /** Heating systems replaced in all: the finished campaigns' results and the running ones' progress. */
  replaced: number;
}

export function campaignRecord(campaigns: readonly Pick<CampaignSummary, 'status'>[]): CampaignRecord {
  const record = { finished: 0, running: 0, announced: 0, replaced: 0 };
  for (const { status } of campaigns) {
    record[status.phase] += 1;
    record.replaced += status.result?.replaced ?? status.progress?.replaced ?? 0;
  }
  return record;
}
