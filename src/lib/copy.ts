import type { Municipality } from '@/content/schema/municipality.ts';
import type { SectionId, Site } from '@/content/schema/site.ts';
import { formatNumber } from '../base/format.ts';

/**
 * Fills the placeholders of campaign-wide copy ({municipality}, {target}) from the municipality file, and
 * those a section adds (`more`, e.g. the heat-pump chart's {year}).
 */
export function fillCopy(template: string, m: Municipality, more: Record<string, string> = {}): string {
  return fill(template, { municipality: m.name, target: formatNumber(m.target), ...more });
}

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

/** A section's heading from site.json → sections, its placeholders filled ('' when it has none). */
export function sectionTitle(site: Site, m: Municipality, id: SectionId): string {
  const title = site.sections.find((s) => s.id === id)?.title;
  return title ? fillCopy(title, m) : '';
}

/** The footer's quick links: the sections with a `nav` label, in the page's order. */
export function quickLinks(site: Site, m: Municipality): { id: SectionId; label: string }[] {
  return site.sections.flatMap(({ id, nav }) => (nav ? [{ id, label: fillCopy(nav, m) }] : []));
}
