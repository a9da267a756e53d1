import type { PreviewTemplateComponentProps } from 'decap-cms-core';
import { buildDay } from '@/base/calendar.ts';
import { browserContent } from '@/content/browser-content.ts';
import { campaignLinks, campaignSummaries } from '@/content/campaign-links.ts';
import { fillContent } from '@/content/placeholders.ts';
import type { Content } from '@/content/schema/content.ts';
import { heatPumpIndexSchema } from '@/content/schema/heat-pump-index.ts';
import { type Municipality, municipalitySchema } from '@/content/schema/municipality.ts';
import { siteSchema } from '@/content/schema/site.ts';
import { timedContent } from '@/content/timed-content.ts';
import { HomePage } from '@/pages/home.tsx';
import { homeStatic } from '@/pages/home-static.tsx';
import { appContent } from './app-content.ts';
import { checkEntry, entryKind } from './check-entry.ts';

// The preview pane: the home page as a visitor sees it, made by the site's own page and sections from the
// entry being edited and the other content files as the app fetched them at start. While the entry breaks
// a rule, the pane lists the problems instead, in the words a save would refuse it with.

function Problems({ problems }: { problems: string[] }) {
  return (
    <div
      role="alert"
      className="mx-auto my-8 max-w-3xl rounded-lg border-2 border-red-700 bg-white p-6 text-red-900"
    >
      <h1 className="mb-3 font-bold text-xl">So kann die Seite nicht gezeigt werden</h1>
      <p className="mb-3">Bitte zuerst korrigieren (Speichern ist erst danach möglich):</p>
      <ul className="list-disc pl-6">
        {problems.map((problem) => (
          <li key={problem} className="mt-2">
            {problem}
          </li>
        ))}
      </ul>
    </div>
  );
}

function Page({ content }: { content: Omit<Content, 'campaigns' | 'overview' | 'status'> }) {
  // The other published campaigns, as the build lists them before the page's footer.
  const { homeMunicipality } = content.site;
  const built = Object.entries({ ...appContent.municipalities, [content.slug]: content.municipality })
    .filter(([slug, municipality]) => municipality.published || slug === homeMunicipality)
    .map(([slug, municipality]) => ({ slug, municipality }));
  // The phases of the day the app is open, as a build today would show them.
  const today = buildDay();
  const overview = campaignSummaries(built, content.site, homeMunicipality, today);
  const campaigns = campaignLinks(overview, content.slug);
  const filled = fillContent(timedContent({ ...content, campaigns, overview }, today));
  return <HomePage content={browserContent(filled)} built={homeStatic(filled)} />;
}

/** The preview of any entry: the page with the entry in place of its file as the app fetched it. */
export function EntryPreview({ entry }: PreviewTemplateComponentProps) {
  const kind = entryKind(String(entry.get('collection')), String(entry.get('slug') ?? ''));
  if (!kind) return null;
  const data = (entry.get('data')?.toJS?.() ?? {}) as Record<string, unknown>;
  const problems = checkEntry(kind, data, appContent.site);
  if (problems.length > 0) return <Problems problems={problems} />;
  // The site's texts and the index are shown on the home municipality's page.
  const slug = appContent.site.homeMunicipality;
  const base = {
    site: appContent.site,
    heatPumpIndex: appContent.heatPumpIndex,
    municipality: appContent.municipalities[slug] as Municipality,
    slug,
  };
  if (kind === 'municipality') {
    const municipality = municipalitySchema.parse(data);
    return <Page content={{ ...base, municipality, slug: String(entry.get('slug') ?? '') }} />;
  }
  if (kind === 'site') return <Page content={{ ...base, site: siteSchema.parse(data) }} />;
  if (kind === 'heatPumpIndex')
    return <Page content={{ ...base, heatPumpIndex: heatPumpIndexSchema.parse(data) }} />;
  return null;
}
