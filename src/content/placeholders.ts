import { formatNumber } from '../base/format.ts';
import type { Municipality } from './schema/municipality.ts';
import type { Site } from './schema/site.ts';

// The one way copy's placeholders are filled. {municipality}, {target} and {campaign} are filled in every
// text as the content is loaded (validated-content.ts), so every layer above receives them filled; a
// section fills only the placeholders it adds itself (the heat-pump chart's {year}, a share's {share}).

/** The values of the placeholders every text may hold, for one municipality. */
export const placeholderValues = (site: Pick<Site, 'campaign'>, municipality: Municipality) => ({
  municipality: municipality.name,
  target: formatNumber(municipality.target),
  campaign: site.campaign,
});

/** `value` with `values` filled in every text it holds. */
export function fillTexts<T>(value: T, values: Record<string, string>): T {
  const texts = (_key: string, text: unknown) => (typeof text === 'string' ? fill(text, values) : text);
  return JSON.parse(JSON.stringify(value), texts);
}

/**
 * The content with the placeholders every text may hold ({municipality}, {target}, {campaign}) filled in
 * every text, once, as it is loaded for the build and the dev server: no component can show one unfilled.
 */
export function fillContent<T extends { site: Site; municipality: Municipality }>(content: T): T {
  return fillTexts(content, placeholderValues(content.site, content.municipality));
}

/** Fills the placeholders named in `values`; others stay as they are. */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) => values[name] ?? match);
}
