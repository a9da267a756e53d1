import type { CampaignLink } from '@/content/schema/content.ts';

// "100in100 auch in …": the build's other published municipalities, as a band before the footer of each
// municipality's page, written at build time (see StaticHtml). Its classes are the footer's and the social
// links', so it adds no CSS to the page and little to its HTML (the first round trip, docs/performance.md).

export function CampaignLinks({ heading, campaigns }: { heading: string; campaigns: CampaignLink[] }) {
  if (campaigns.length === 0) return null;
  return (
    <nav aria-labelledby="campaign-links" className="border-t border-line bg-surface">
      <div className="mx-auto flex max-w-content flex-col gap-4 px-5 py-6 sm:flex-row sm:items-center sm:px-8">
        <h2 id="campaign-links" className="text-sm font-bold tracking-wider text-ink uppercase">
          {heading}
        </h2>
        <ul className="flex flex-wrap gap-3">
          {campaigns.map(({ name, path }) => (
            <li key={path}>
              <a
                href={path}
                className="inline-flex min-h-11 items-center rounded-full border border-line bg-card px-4 font-semibold text-ink hover:text-brand"
              >
                {name}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}
