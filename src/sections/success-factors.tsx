import { BadgeCheck, Handshake, type IconNode, MapPin, ShieldCheck, Smartphone, Users } from 'lucide';
import { Section } from '@/components/layout/section.tsx';
import { Icon } from '@/components/ui/icon.tsx';
import type { SuccessFactorIcon } from '@/content/schema/site/success-factors.ts';
import type { Site } from '@/content/schema/site.ts';
import { sectionTitle } from '@/lib/copy.ts';

/**
 * The icon names an editor may use in content/site.json, and what they draw (named imports: tree-shaken); the
 * type holds it to the schema's list, every name and no other.
 */
const SUCCESS_FACTOR_ICON: Record<SuccessFactorIcon, IconNode> = {
  'map-pin': MapPin,
  smartphone: Smartphone,
  handshake: Handshake,
  'badge-check': BadgeCheck,
  'shield-check': ShieldCheck,
  users: Users,
};

interface SuccessFactorsProps {
  site: Site;
}

/** The four reasons the campaign works, as cards; the copy is content/site.json → successFactors. */
export function SuccessFactors({ site }: SuccessFactorsProps) {
  return (
    <Section id="SuccessFactorsSection" title={sectionTitle(site, 'SuccessFactorsSection')} tone="surface">
      <ul className="grid gap-6 md:grid-cols-2 lg:gap-8">
        {site.successFactors.map(({ icon, title, text }) => {
          const drawing = SUCCESS_FACTOR_ICON[icon];
          return (
            <li
              key={title}
              className="flex gap-5 rounded-2xl border border-line bg-card p-6 shadow-sm sm:p-8 narrow:flex-col narrow:gap-4"
            >
              <span
                aria-hidden="true"
                className="flex size-14 shrink-0 items-center justify-center rounded-2xl bg-brand-soft text-brand"
              >
                <Icon icon={drawing} className="size-7" strokeWidth={1.75} />
              </span>
              <div>
                <h3 className="text-xl font-bold tracking-tight text-balance">{title}</h3>
                <p className="mt-2 text-muted text-pretty">{text}</p>
              </div>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
