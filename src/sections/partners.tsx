import { ExternalLink } from 'lucide';
import { NEW_TAB_ID } from '@/base/new-tab.ts';
import { Section } from '@/components/layout/section.tsx';
import { Icon } from '@/components/ui/icon.tsx';
import { type Municipality, PARTNER_TYPE_NAMES } from '@/content/schema/municipality.ts';
import type { Site } from '@/content/schema/site.ts';

/**
 * The six partners of the municipality as logo tiles, each opening the partner's site in a new tab. The
 * logos are replaceable files of any aspect ratio: each sits in a box of fixed height (object-contain), so a
 * logo that loads late (loading="lazy") never moves anything.
 */
export function Partners({
  title,
  site,
  municipality,
}: {
  title: string;
  site: Site;
  municipality: Municipality;
}) {
  return (
    <Section id="PartnersSection" title={title} intro={site.partners.intro}>
      <ul className="grid gap-4 min-[480px]:grid-cols-2 sm:gap-6 lg:grid-cols-3">
        {municipality.partners.map((partner) => (
          <li key={partner.url}>
            <a
              href={partner.url}
              target="_blank"
              rel="noopener noreferrer"
              aria-describedby={NEW_TAB_ID}
              className="group flex h-full flex-col gap-3 rounded-2xl border border-line bg-card p-4 shadow-sm transition hover:-translate-y-0.5 hover:border-brand hover:shadow-md focus-visible:border-brand motion-reduce:transition-none motion-reduce:hover:translate-y-0 sm:p-5"
            >
              {/* Logos are drawn for a white ground, so they get one in the dark scheme too. */}
              <span className="flex h-20 items-center justify-center rounded-xl bg-white px-4 sm:h-24">
                <img
                  src={partner.logo}
                  alt={partner.name}
                  width={240}
                  height={64}
                  loading="lazy"
                  className="partner-logo h-14 w-full object-contain sm:h-16"
                />
              </span>
              <span className="flex items-center justify-between gap-3 px-1 text-sm font-medium text-muted sm:pb-1">
                {PARTNER_TYPE_NAMES[partner.type]}
                <Icon
                  icon={ExternalLink}
                  className="size-4 shrink-0 transition-colors group-hover:text-brand group-focus-visible:text-brand"
                />
              </span>
            </a>
          </li>
        ))}
      </ul>
    </Section>
  );
}
