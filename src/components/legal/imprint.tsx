import type { ReactNode } from 'react';
import type { Site } from '@/content/schema/site.ts';

/** The imprint's facts, all from content/site.json, as the footer and the call to action show them too. */
export function Imprint({ site, className = '' }: { site: Site; className?: string }) {
  const { cooperative: c, imprint: copy } = site;
  const rows: [string, ReactNode][] = [
    [copy.operator, c.name],
    [copy.legalForm, c.legalForm],
    [
      copy.address,
      <address key="address" className="not-italic">
        {c.address.street}
        <br />
        {`${c.address.postalCode} ${c.address.locality}`}
        <br />
        {c.address.country}
      </address>,
    ],
    [copy.register, c.register.office],
    [copy.uid, c.register.uid],
    [copy.president, c.president],
    [
      copy.email,
      <a key="email" href={`mailto:${c.email}`} className="text-brand underline underline-offset-4">
        {c.email}
      </a>,
    ],
    [
      copy.phone,
      <a
        key="phone"
        href={`tel:${c.phone.replace(/\s/g, '')}`}
        className="text-brand underline underline-offset-4"
      >
        {/* No-break spaces: a phone number never wraps (and validators ask for it). */}
        {c.phone.replace(/ /g, '\u00a0')}
      </a>,
    ],
  ];
  return (
    <section aria-labelledby="impressum" className={className}>
      <h2
        id="impressum"
        className="text-[1.375rem] leading-tight font-bold tracking-tight text-balance sm:text-[1.75rem]"
      >
        {copy.title}
      </h2>
      <p className="mt-4 text-muted">{copy.intro}</p>
      <dl className="mt-6 rounded-2xl border border-line bg-card px-6 py-2 shadow-sm sm:px-8">
        {rows.map(([term, value]) => (
          <div
            key={term}
            className="grid gap-1 border-b border-line py-4 last:border-b-0 sm:grid-cols-[10rem_minmax(0,1fr)] sm:items-baseline sm:gap-6"
          >
            <dt className="text-sm font-semibold tracking-wide text-muted uppercase">{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
