import { NEW_TAB_ID } from '@/base/new-tab.ts';
import { Logo } from '@/components/brand/logo.tsx';
import { InstagramIcon, LinkedInIcon } from '@/components/brand/social-icons.tsx';
import { TERMS_TOPIC } from '@/content/legal/topics.ts';
import { fill } from '@/content/placeholders.ts';
import { ROUTES } from '@/content/routes.ts';
import type { SectionId, Site } from '@/content/schema/site.ts';
import { quickLinks } from '@/lib/copy.ts';

interface FooterProps {
  site: Site;
  /** '' on the home page (plain #anchors); '/' elsewhere, so the quick links lead back to the home page. */
  homePrefix: '' | '/';
  /** Whether the footer's logo holds the page's drawing of it (see Logo): where no hero draws it. */
  drawLogo?: boolean;
}

/** The home page's first section, where the footer's logo leads there. */
const TOP: SectionId = 'Home';

const heading = 'text-sm font-bold tracking-wider text-ink uppercase';
const link = 'rounded-sm text-muted underline-offset-4 hover:text-brand hover:underline';
// Quick links stand in a column: each a thumb-sized target (at least 32 px high, apart from its neighbours).
const quickLink = `${link} inline-block py-1`;

export function Footer({ site, homePrefix, drawLogo = false }: FooterProps) {
  const { cooperative, links, footer: copy } = site;
  return (
    <footer className="border-t border-line bg-surface">
      <div className="mx-auto grid max-w-content gap-12 px-5 py-16 sm:px-8 md:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1.2fr]">
        <div>
          <a
            // The top of the page it is on: the hero on the home page, elsewhere the start of the content.
            href={homePrefix ? '#main' : `#${TOP}`}
            aria-label={copy.logoLabel}
            className="inline-block max-w-full rounded-full"
          >
            <Logo draw={drawLogo} height={80} alt="" className="h-16 w-auto max-w-full" />
          </a>
          <p className="mt-5 max-w-xs text-muted">{copy.tagline}</p>
          <ul className="mt-6 flex gap-3" aria-label={copy.socialLabel}>
            {[
              { href: links.linkedin, network: 'LinkedIn', Icon: LinkedInIcon },
              { href: links.instagram, network: 'Instagram', Icon: InstagramIcon },
            ].map(({ href, network, Icon }) => (
              <li key={network}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-describedby={NEW_TAB_ID}
                  aria-label={fill(copy.socialLink, { network })}
                  className="inline-flex size-11 items-center justify-center rounded-full border border-line bg-card text-ink hover:text-brand"
                >
                  <Icon className="size-5" />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className={heading}>
            {copy.quickLinks}
          </h2>
          <ul className="mt-3 space-y-1">
            {quickLinks(site).map(({ id, label }) => (
              <li key={id}>
                <a href={`${homePrefix}#${id}`} className={quickLink}>
                  {label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className={heading}>{copy.contact}</h2>
          <address className="mt-4 not-italic text-muted">
            <strong className="font-semibold text-ink">{cooperative.name}</strong>
            <br />
            {cooperative.address.street}
            <br />
            {`${cooperative.address.postalCode} ${cooperative.address.locality}`}
            <br />
            {cooperative.address.country}
            <br />
            <a href={`mailto:${cooperative.email}`} className={`${link} mt-2 inline-block`}>
              {cooperative.email}
            </a>
          </address>
        </div>
      </div>
      <div className="border-t border-line">
        <div className="mx-auto flex max-w-content flex-col gap-4 px-5 py-6 text-sm text-muted sm:flex-row sm:items-center sm:justify-between sm:px-8">
          <p>{`© ${site.copyrightYear} ${cooperative.name}`}</p>
          {/* The description of every link that opens a new tab (NEW_TAB_ID): one copy on the page. */}
          <span id={NEW_TAB_ID} className="hidden">
            {site.newTab}
          </span>
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            <li>
              <a href={ROUTES.campaigns} className={link}>
                {site.campaignsOverview.footerLink}
              </a>
            </li>
            <li>
              <a href="/privacy-policy" className={link}>
                {copy.privacy}
              </a>
            </li>
            <li>
              <a href="/privacy-policy#impressum" className={link}>
                {copy.imprint}
              </a>
            </li>
            <li>
              <a href={`/privacy-policy#${TERMS_TOPIC.id}`} className={link}>
                {copy.terms}
              </a>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
