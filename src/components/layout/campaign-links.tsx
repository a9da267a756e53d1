import type { ReactNode } from 'react';
import { writtenDay } from '@/base/calendar.ts';
import { formatNumber } from '@/base/format.ts';
import { fill } from '@/content/placeholders.ts';
import { ROUTES } from '@/content/routes.ts';
import type { CampaignLink } from '@/content/schema/content.ts';
import type { Site } from '@/content/schema/site.ts';

// "100in100 auch in …": a few of the build's other published campaigns, as a band before the footer of each
// municipality's page, written at build time (see StaticHtml): the running and announced ones, then the
// finished ones apart, each with its result once it has one, at most BAND_LIMIT (src/content/
// campaign-links.ts), and the link to the overview of all. Its bytes do not grow with the number of
// campaigns, and its classes are the footer's and the social links', so it adds no CSS to the page and
// little to its HTML (the first round trip, docs/performance.md).

function Group({
  id,
  heading,
  links,
  children,
}: {
  id: string;
  heading: string;
  links: { path: string; text: string }[];
  children?: ReactNode;
}) {
  if (links.length === 0) return null;
  return (
    <nav aria-labelledby={id} className="flex flex-col flex-wrap gap-4 sm:flex-row sm:items-center">
      <h2 id={id} className="text-sm font-bold tracking-wider text-ink uppercase">
        {heading}
      </h2>
      <ul className="flex flex-wrap gap-3">
        {links.map(({ path, text }) => (
          <li key={path}>
            <a
              href={path}
              className="inline-flex min-h-11 items-center rounded-full border border-line bg-card px-4 font-semibold text-ink hover:text-brand"
            >
              {text}
            </a>
          </li>
        ))}
      </ul>
      {children}
    </nav>
  );
}

export function CampaignLinks({
  copy,
  campaigns,
  overview,
}: {
  copy: Site['campaignLinks'];
  campaigns: CampaignLink[];
  /** The overview's link text and how many campaigns it shows. */
  overview: { text: string; count: number };
}) {
  if (campaigns.length === 0) return null;
  const text = ({ name, phase, start, replaced }: CampaignLink) => {
    if (phase === 'announced') return fill(copy.announced, { name, start: writtenDay(start) });
    return replaced === undefined ? name : fill(copy.result, { name, replaced: formatNumber(replaced) });
  };
  const links = (finished: boolean) =>
    campaigns
      .filter((campaign) => (campaign.phase === 'finished') === finished)
      .map((campaign) => ({ path: campaign.path, text: text(campaign) }));
  const current = links(false);
  const finished = links(true);
  // The link to all campaigns ends the last list, inside its navigation landmark: the page's content stays in
  // landmarks (axe's region rule), and a screen reader's list of landmarks finds it with the others.
  const all = (
    <p className="w-full">
      <a href={ROUTES.campaigns} className="font-semibold text-brand underline-offset-4 hover:underline">
        {fill(overview.text, { count: formatNumber(overview.count) })}
      </a>
    </p>
  );
  return (
    <div className="border-t border-line bg-surface">
      <div className="mx-auto flex max-w-content flex-col gap-4 px-5 py-6 sm:px-8">
        <Group id="campaign-links" heading={copy.heading} links={current}>
          {finished.length === 0 && all}
        </Group>
        <Group id="campaign-links-finished" heading={copy.finished} links={finished}>
          {all}
        </Group>
      </div>
    </div>
  );
}
