import { escapeHtml } from '@/base/escape-html.ts';
import type { CampaignStatus } from '@/content/campaign-time.ts';
import { fill } from '@/content/placeholders.ts';
import type { Site } from '@/content/schema/site.ts';

// What search engines and link previews read in a page's <head>: the canonical address, Open Graph and
// Twitter card tags, robots, and the cooperative as JSON-LD. Rendered at build time only (by
// src/entry-server.tsx); nothing of this reaches the browser bundle.

export interface ShareImage {
  /** Path below the site's root, e.g. "/social/diepoldsau.png". */
  path: string;
  width: number;
  height: number;
  alt: string;
}

export interface PageMeta {
  siteUrl: string;
  siteName: string;
  title: string;
  description: string;
  /** The page's path ("/", "/privacy-policy"); null for a page that must not be indexed (404). */
  route: string | null;
  image: ShareImage;
  /** Structured data (schema.org) for this page. */
  jsonLd?: object[];
}

/**
 * An absolute URL on the site: `https://example.ch` + `/privacy-policy`. The one place that reads siteUrl
 * (with or without a trailing slash): canonical URLs, link previews, sitemap and robots.txt.
 */
export function absoluteUrl(siteUrl: string, path: string): string {
  return `${siteUrl.replace(/\/+$/, '')}${path.startsWith('/') ? path : `/${path}`}`;
}

/**
 * JSON for a <script type="application/ld+json"> block: `<` is escaped so that no text in the content can
 * close the script element.
 */
export function jsonForScript(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** The cooperative, for search engines (schema.org Organization, as an NGO). */
export function organisationJsonLd(site: Site) {
  const { cooperative, links } = site;
  return {
    '@context': 'https://schema.org',
    '@type': 'NGO',
    name: cooperative.name,
    alternateName: site.campaign,
    description: `${cooperative.legalForm}: ${fill(site.homePage.organisation, { campaign: site.campaign })}`,
    url: absoluteUrl(site.siteUrl, '/'),
    logo: absoluteUrl(site.siteUrl, '/icon-512.png'),
    email: cooperative.email,
    telephone: cooperative.phone,
    address: {
      '@type': 'PostalAddress',
      streetAddress: cooperative.address.street,
      postalCode: cooperative.address.postalCode,
      addressLocality: cooperative.address.locality,
      addressCountry: cooperative.address.country,
    },
    sameAs: [links.linkedin, links.instagram],
  };
}

/**
 * A municipality's campaign as a schema.org Event, organised by the cooperative: its 100 days, where, and its
 * status. A campaign that took place as planned stays "scheduled" (schema.org has no "completed").
 */
export function campaignEventJsonLd(
  site: Site,
  municipality: string,
  status: CampaignStatus,
  organisation: object,
) {
  return {
    '@type': 'Event',
    name: `${site.campaign} ${municipality}`,
    startDate: status.start,
    endDate: status.end,
    eventStatus: 'https://schema.org/EventScheduled',
    // The municipality as a whole, its address as text: schema.org allows it, and it is bytes of the first round trip.
    location: { '@type': 'Place', name: municipality, address: `${municipality}, Schweiz` },
    organizer: organisation,
  };
}

/**
 * A municipality's page: its campaign, organised by the cooperative, in one object. A graph of the two
 * linked by an @id says the same in more bytes of the first round trip.
 */
export function campaignPageJsonLd(site: Site, municipality: string, status: CampaignStatus): object {
  const { '@context': context, ...organisation } = organisationJsonLd(site);
  return { '@context': context, ...campaignEventJsonLd(site, municipality, status, organisation) };
}

/**
 * The overview page: every campaign as its Event in an ItemList, in the page's order, each organised by the
 * cooperative, which stands once beside the list and is named by its @id: a hundred copies of it would be
 * bytes of the first round trip.
 */
export function campaignListJsonLd(
  site: Site,
  name: string,
  campaigns: readonly { name: string; path: string; status: CampaignStatus }[],
): object[] {
  const organisation = { ...organisationJsonLd(site), '@id': absoluteUrl(site.siteUrl, '/#genossenschaft') };
  const organizer = { '@id': organisation['@id'] };
  const list = {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name,
    numberOfItems: campaigns.length,
    itemListElement: campaigns.map((campaign, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      item: {
        ...campaignEventJsonLd(site, campaign.name, campaign.status, organizer),
        url: absoluteUrl(site.siteUrl, campaign.path),
      },
    })),
  };
  return [organisation, list];
}

/** The page-specific elements of <head>, serialised (title and description are written by the prerender). */
export function headTags(meta: PageMeta): string {
  const tag = (name: string, attributes: Record<string, string>) =>
    `<${name} ${Object.entries(attributes)
      .map(([key, value]) => `${key}="${escapeHtml(value)}"`)
      .join(' ')}>`;
  const property = (key: string, content: string) => tag('meta', { property: key, content });
  const named = (key: string, content: string) => tag('meta', { name: key, content });
  const image = absoluteUrl(meta.siteUrl, meta.image.path);
  const url = meta.route === null ? null : absoluteUrl(meta.siteUrl, meta.route);
  return [
    url ? tag('link', { rel: 'canonical', href: url }) : named('robots', 'noindex'),
    property('og:type', 'website'),
    property('og:site_name', meta.siteName),
    property('og:locale', 'de_CH'),
    property('og:title', meta.title),
    property('og:description', meta.description),
    ...(url ? [property('og:url', url)] : []),
    // No og:image:type (optional in Open Graph): the file's .png says it, and / has no byte to spare.
    property('og:image', image),
    property('og:image:width', String(meta.image.width)),
    property('og:image:height', String(meta.image.height)),
    property('og:image:alt', meta.image.alt),
    // X reads title, description and image from the Open Graph tags when its own are absent (its card
    // documentation): only the card type and the image's text are its own.
    named('twitter:card', 'summary_large_image'),
    named('twitter:image:alt', meta.image.alt),
    ...(meta.jsonLd ?? []).map(
      (data) => `<script type="application/ld+json">${jsonForScript(data)}</script>`,
    ),
  ].join('\n');
}
