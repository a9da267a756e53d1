import type { PreviewTemplateComponentProps } from 'decap-cms-core';
import { buildDay } from '@/base/calendar.ts';
import { heatPumpIndexSchema } from '@/content/schema/heat-pump-index.ts';
import { municipalitySchema } from '@/content/schema/municipality.ts';
import { siteSchema } from '@/content/schema/site.ts';
import { appContent, type PageFiles } from './app-content.ts';
import { checkEntry, entryKind } from './check-entry.ts';
import { homePageElement } from './page-element.tsx';

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

/** The preview of any entry: the page with the entry in place of its file as the app fetched it. */
export function EntryPreview({ entry }: PreviewTemplateComponentProps) {
  const kind = entryKind(String(entry.get('collection')), String(entry.get('slug') ?? ''));
  if (!kind) return null;
  const data = (entry.get('data')?.toJS?.() ?? {}) as Record<string, unknown>;
  const problems = checkEntry(kind, data, appContent.site);
  if (problems.length > 0) return <Problems problems={problems} />;
  // The site's texts and the index are shown on the home municipality's page.
  const files: PageFiles = appContent;
  const today = buildDay();
  if (kind === 'municipality') {
    const slug = String(entry.get('slug') ?? '');
    const municipalities = { ...files.municipalities, [slug]: municipalitySchema.parse(data) };
    return homePageElement({ ...files, municipalities }, slug, today);
  }
  const home = appContent.site.homeMunicipality;
  if (kind === 'site') return homePageElement({ ...files, site: siteSchema.parse(data) }, home, today);
  if (kind === 'heatPumpIndex')
    return homePageElement({ ...files, heatPumpIndex: heatPumpIndexSchema.parse(data) }, home, today);
  return null;
}
