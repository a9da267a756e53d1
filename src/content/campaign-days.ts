import { addDays } from '../base/calendar.ts';

// A campaign's days: how many, and its last one. Both the file's check (src/content/schema/municipality/
// campaign.ts) and where a campaign stands on a day (campaign-time.ts) need them; the page's own code reads
// campaign-time.ts, so this stays free of the schema (and of zod).

/** A campaign lasts 100 days, its first and last day both counted. */
export const CAMPAIGN_DAYS = 100;

/** The last day of a campaign: its `end`, else its start + 99 days. */
export const campaignEnd = (campaign: { start: string; end?: string | undefined }) =>
  campaign.end ?? addDays(campaign.start, CAMPAIGN_DAYS - 1);
