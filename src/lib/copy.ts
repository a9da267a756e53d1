import type { SectionId, Site } from '@/content/schema/site.ts';

/** A section's heading from site.json → sections ('' when it has none). */
export function sectionTitle(site: Pick<Site, 'sections'>, id: SectionId): string {
  return site.sections.find((section) => section.id === id)?.title ?? '';
}

/** The footer's quick links: the sections with a `nav` label, in the page's order. */
export function quickLinks(site: Site): { id: SectionId; label: string }[] {
  return site.sections.flatMap(({ id, nav }) => (nav ? [{ id, label: nav }] : []));
}
