import { buildDay, isDay, writtenDay } from '@/base/calendar.ts';
import { campaignEnd } from '@/content/campaign-days.ts';
import { campaignPhase } from '@/content/campaign-time.ts';

// Where a municipality's campaign stands, in the editing app's list of municipalities: «läuft bis
// 12. Januar 2027», «angekündigt, ab 19. April 2027», «abgeschlossen am 9. Dezember 2025», on the day the app
// is open, as a build that day would show it. Decap's summary templates cannot compare days, so the list's
// summary hands the campaign to this function by the filter `campaignPhase` (vite/decap-patches.ts adds it
// to Decap's filters, which call it by the name PHASE_SUMMARY on globalThis).

/** The summary filter's name, and the global by which Decap's patched filters call phaseSummary. */
export const PHASE_FILTER = 'campaignPhase';
export const PHASE_SUMMARY = 'redaktionPhase';

/** The phase of the campaign `json` (the field as Decap's template gives it, as JSON), in words. */
export function phaseSummary(json: string, today = buildDay()): string {
  let campaign: { start?: unknown; end?: unknown };
  try {
    campaign = JSON.parse(json);
  } catch {
    return '';
  }
  const { start, end } = campaign;
  if (typeof start !== 'string' || !isDay(start)) return '';
  const days = { start, ...(typeof end === 'string' && isDay(end) ? { end } : {}) };
  const phase = campaignPhase(days, today);
  if (phase === 'announced') return `angekündigt, ab ${writtenDay(start)}`;
  const last = writtenDay(campaignEnd(days));
  return phase === 'running' ? `läuft bis ${last}` : `abgeschlossen am ${last}`;
}
