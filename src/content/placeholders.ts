import { formatNumber } from '../base/format.ts';
import type { Municipality } from './schema/municipality.ts';
import type { Site } from './schema/site.ts';

// The one way copy's placeholders are filled. {municipality}, {target} and {campaign} are filled in every
// text as the content is loaded (validated-content.ts), so every layer above receives them filled; a
// section fills only the placeholders it adds itself (the heat-pump chart's {year}, a share's {share}).

/**
 * The content with the placeholders every text may hold ({municipality}, {target}, {campaign}) filled in
 * every text, once, as it is loaded for the build and the dev server: no component can show one unfilled.
 */
export function fillContent<T extends { site: Site; municipality: Municipality }>(content: T): T {
  const values = {
    municipality: content.municipality.name,
    target: formatNumber(content.municipality.target),
    campaign: content.site.campaign,
  };
  const texts = (_key: string, value: unknown) => (typeof value === 'string' ? fill(value, values) : value);
  return JSON.parse(JSON.stringify(content), texts);
}

/** Fills the placeholders named in `values`; others stay as they are. */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) => values[name] ?? match);
}
