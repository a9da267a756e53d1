import type { ReactNode } from 'react';
import type { Site } from '@/content/schema/site.ts';

/** The imprint's facts, all from content/site.json, as the footer and the call to action show them too. */
export function Imprint({ site, className = '' }: { site: Site; className?: string }) {
  const { cooperative: c } = site;
  const rows: [string, ReactNode][] = [
    ['Betreiberin', c.name],
    ['Rechtsform', c.legalForm],
    [
      'Adresse',
      <address key="address" className="not-italic">
        {c.address.street}
        <br />
        {`${c.address.postalCode} ${c.address.locality}`}
        <br />
        {c.address.country}
      </address>,
    ],
    ['Registereintrag', c.register.office],
    ['UID', c.register.uid],
    ['Präsidium', c.president],
    [
      'E-Mail',
      <a key="email" href={`mailto:${c.email}`} className="text-brand underline underline-offset-4">
        {c.email}
      </a>,
    ],
    [
      'Telefon',
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
        Impressum
      </h2>
      <p className="mt-4 text-muted">Anbieterin dieser Website und verantwortlich für ihren Inhalt:</p>
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
