import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { municipalityRoute } from '@/content/campaign-links.ts';
import { ROUTES } from '@/content/routes.ts';
import { heatPumpIndexSchema } from '@/content/schema/heat-pump-index.ts';
import { municipalitySchema } from '@/content/schema/municipality.ts';
import { siteSchema } from '@/content/schema/site.ts';
import type { AppContent, BuiltPages, PageFiles } from './app-content.ts';
import { type EntryKind, privacyPolicyText } from './check-entry.ts';
import { homePageElement, privacyPageElement } from './page-element.tsx';

// How large the page of an entry being edited will be as browsers receive it, before it is saved: the page
// as last built (its Brotli copy's bytes, from the app's content.json), plus what the edit adds to the
// compressed page. The browser has no Brotli, so both renders are compressed with its gzip, and only their
// difference is used: a page is its head, its inline CSS and loader (the same before and after) and its
// body, where the texts are. Measured against real builds of lengthened texts (docs/performance.md): within
// 60 bytes of the built page's Brotli size for up to 1.1 KB of growth, where scaling the built size by the
// ratio of the two renders overshot by 450 bytes.

/** The edit: the entry's kind, its data as the form holds it, and its file name (a new one's to be). */
export interface Edit {
  kind: EntryKind;
  data: Record<string, unknown>;
  slug: string;
}

/** A page an edit changes: how it was built, and how it would be with the edit. */
export interface PageToWeigh {
  /** Its path: «/», «/uzwil», «/privacy-policy». */
  route: string;
  /** Its HTML as Brotli when it was built (bytes). */
  builtBytes: number;
  /** Names its render as built, which does not change while the app is open. */
  builtKey: string;
  built: () => ReactElement;
  edited: () => ReactElement;
}

export interface PageEstimate {
  route: string;
  /** Its HTML as Brotli, estimated (bytes). */
  bytes: number;
  /** Its markup with the edit, by which the warning names only the texts the page shows. */
  html: string;
}

/** Bytes of `text` as gzip, by the browser's own compression (there is no Brotli in it; differences count). */
export async function gzipBytes(text: string): Promise<number> {
  const stream = new Blob([text]).stream().pipeThrough(new CompressionStream('gzip'));
  return (await new Response(stream).arrayBuffer()).byteLength;
}

/** The JSON files `edit` puts in place of its own, with the others as the app fetched them. */
function editedFiles(edit: Edit, app: AppContent): PageFiles {
  const { site, heatPumpIndex, municipalities } = app;
  if (edit.kind === 'site') return { site: siteSchema.parse(edit.data), heatPumpIndex, municipalities };
  if (edit.kind === 'heatPumpIndex')
    return { site, heatPumpIndex: heatPumpIndexSchema.parse(edit.data), municipalities };
  if (edit.kind === 'municipality')
    return {
      site,
      heatPumpIndex,
      municipalities: { ...municipalities, [edit.slug]: municipalitySchema.parse(edit.data) },
    };
  return app;
}

/**
 * The pages `edit` changes, as built and as edited (the edit must pass the entry's checks): a municipality's
 * own page (a new or unpublished one's measured against the home page, as it has none built), every
 * municipality's page for the site's texts and the index, and the privacy policy's for the site's texts and
 * the legal text. None where nothing was built: the app then says nothing about weight.
 */
export function pagesOf(edit: Edit, app: AppContent, today: string): PageToWeigh[] {
  const built: BuiltPages | undefined = app.built;
  if (!built) return [];
  const before = built.content ?? app;
  const after = editedFiles(edit, app);
  const home = after.site.homeMunicipality;
  const wasBuilt = (slug: string) => slug in built.pageBytes && slug in before.municipalities;
  const municipalityPage = (slug: string, reference: string): PageToWeigh => ({
    route: municipalityRoute(slug, home),
    builtBytes: built.pageBytes[reference] ?? 0,
    builtKey: reference,
    built: () => homePageElement(before, reference, built.day),
    edited: () => homePageElement(after, slug, today),
  });
  const privacyPage = (text: string): PageToWeigh => ({
    route: ROUTES.privacyPolicy,
    builtBytes: built.privacyPolicyBytes,
    builtKey: ROUTES.privacyPolicy,
    built: () => privacyPageElement(before, built.privacyPolicy, built.day),
    edited: () => privacyPageElement(after, text, today),
  });
  if (edit.kind === 'privacyPolicy') return [privacyPage(privacyPolicyText(edit.data))];
  if (edit.kind === 'municipality') {
    const reference = wasBuilt(edit.slug) ? edit.slug : before.site.homeMunicipality;
    return wasBuilt(reference) ? [municipalityPage(edit.slug, reference)] : [];
  }
  const pages = Object.keys(app.municipalities)
    .filter(wasBuilt)
    .map((slug) => municipalityPage(slug, slug));
  return edit.kind === 'site' ? [...pages, privacyPage(built.privacyPolicy)] : pages;
}

/**
 * Weighs the pages of an edit: each page's estimated weight is its weight as built, plus what the edit adds to
 * its compressed render. `compress` is the browser's gzip unless a test gives another; the renders as built are
 * compressed once, as they stay the same while the app is open.
 */
export function pageWeigher(compress: (text: string) => Promise<number> = gzipBytes) {
  const builtBodies = new Map<string, Promise<number>>();
  const builtBody = (page: PageToWeigh) => {
    const known = builtBodies.get(page.builtKey);
    if (known) return known;
    const body = compress(renderToString(page.built()));
    builtBodies.set(page.builtKey, body);
    return body;
  };
  return async (pages: PageToWeigh[]): Promise<PageEstimate[]> => {
    const estimates: PageEstimate[] = [];
    for (const page of pages) {
      // A page at a time, each in a task of its own: the form stays responsive while they are rendered.
      await new Promise((next) => setTimeout(next, 0));
      const html = renderToString(page.edited());
      const edited = await compress(html);
      estimates.push({ route: page.route, bytes: page.builtBytes + edited - (await builtBody(page)), html });
    }
    return estimates;
  };
}
