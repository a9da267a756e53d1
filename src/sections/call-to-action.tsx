import { ContactButtons } from '@/components/ui/contact-buttons.tsx';
import { DecorativeSvg } from '@/components/ui/decorative-svg.tsx';
import type { SectionId, Site } from '@/content/schema/site.ts';
import { sectionTitle } from '@/lib/copy.ts';

interface CallToActionProps {
  site: Site;
}

const ID: SectionId = 'CallToAction';
const headingId = `${ID}-heading`;

/** The page's warm closing: a sun-coloured panel with the two ways to get in touch. */
export function CallToAction({ site }: CallToActionProps) {
  return (
    <section id={ID} aria-labelledby={headingId} className="bg-page">
      {/* tiny: (a phone at 200 % text, never at the default size): the margins give the buttons' words room. */}
      <div className="mx-auto max-w-content px-5 py-20 tiny:px-2 sm:px-8 lg:py-28">
        <div className="relative overflow-hidden rounded-3xl bg-accent px-6 py-12 text-accent-ink shadow-sm tiny:px-4 sm:px-12 sm:py-14 lg:px-16 lg:py-16">
          <SunRays />
          <div className="relative grid grid-cols-1 items-center gap-10 lg:grid-cols-[1fr_auto] lg:gap-16">
            <div>
              <h2 id={headingId} className="text-3xl font-extrabold tracking-tight text-balance sm:text-4xl">
                {sectionTitle(site, ID)}
              </h2>
              <p className="mt-4 max-w-2xl text-lg text-pretty">{site.callToAction.text}</p>
            </div>
            <div className="flex gap-3 narrow:flex-col lg:flex-col">
              <ContactButtons site={site} look="panel" />
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}

/** A sun rising from the panel's corner, as rings; decoration only, clipped by the panel. */
function SunRays() {
  return (
    <DecorativeSvg
      viewBox="0 0 320 320"
      width={320}
      height={320}
      className="pointer-events-none absolute -top-40 -right-40 size-80 text-accent-ink opacity-10"
    >
      <circle cx="160" cy="160" r="64" fill="currentColor" />
      <g fill="none" stroke="currentColor">
        <circle cx="160" cy="160" r="104" strokeWidth="10" />
        <circle cx="160" cy="160" r="144" strokeWidth="6" />
      </g>
    </DecorativeSvg>
  );
}
