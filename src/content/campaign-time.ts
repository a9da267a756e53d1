import { daysBetween } from '../base/calendar.ts';
import { campaignEnd } from './campaign-days.ts';
import type { Municipality } from './schema/municipality.ts';

// Where a municipality's campaign stands on a given day: announced, running or finished. The day is the
// build's (src/base/calendar.ts, buildDay), so a page changes with the calendar once it is built again; the
// editing app's preview uses the day it is opened.

export type CampaignPhase = 'announced' | 'running' | 'finished';

/** The phase on `today`: before the start, from the start to the end day itself, after the end. */
export function campaignPhase(campaign: { start: string; end?: string | undefined }, today: string) {
  if (today < campaign.start) return 'announced';
  return today <= campaignEnd(campaign) ? 'running' : 'finished';
}

/** What the pages say of a campaign's time, worked out once for the day of the build. */
export interface CampaignStatus {
  phase: CampaignPhase;
  /** The first and the last day, ISO. */
  start: string;
  end: string;
  /** Days of the campaign, both ends counted. */
  days: number;
  /** While running: calendar days from today to the end (0 on the last day). */
  daysLeft: number;
  /** Replacements so far, while running, when the file has them. */
  progress?: { replaced: number; asOf: string };
  /** Replacements at the end, once finished, when the file has them. */
  result?: { replaced: number; yearBefore?: number };
}

export function campaignStatus(
  { campaign, progress, result }: Pick<Municipality, 'campaign' | 'progress' | 'result'>,
  today: string,
): CampaignStatus {
  const end = campaignEnd(campaign);
  const phase = campaignPhase(campaign, today);
  return {
    phase,
    start: campaign.start,
    end,
    days: daysBetween(campaign.start, end) + 1,
    daysLeft: phase === 'running' ? daysBetween(today, end) : 0,
    ...(phase === 'running' && progress ? { progress } : {}),
    ...(phase === 'finished' && result ? { result } : {}),
  };
}

/** The houses the campaign changes on its pages: the result once there is one, else the target. */
export const campaignChange = (target: number, status: Pick<CampaignStatus, 'result'>) =>
  status.result?.replaced ?? target;
