import type { Municipality } from '@/content/schema/municipality.ts';
import type { SectionId, Site } from '@/content/schema/site.ts';
import { formatNumber } from '../base/format.ts';
import { fill } from '../content/placeholders.ts';

/**
 * Fills the placeholders of campaign-wide copy ({municipality}, {target}) from the municipality file, and
 * those a section adds (`more`, e.g. the heat-pump chart's {year}).
 */
export function fillCopy(template: string, m: Municipality, more: Record<string, string> = {}): string {
  return fill(template, { municipality: m.name, target: formatNumber(m.target), ...more });
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
