import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { buildDay } from '../base/calendar.ts';
import { campaignLinks, campaignSummaries } from './campaign-links.ts';
import { contentFilesWhere } from './content-files.ts';
import { loadPrivacyPolicy } from './legal.ts';
import { type Campaigns, loadCampaigns } from './load.ts';
import { fillContent } from './placeholders.ts';
import { ContentError } from './problems.ts';
import type { Content, PrivacyPolicy } from './schema/content.ts';
import { type ContentSelection, contentSelection } from './selection.ts';
import { timedContent } from './timed-content.ts';

// The content as every consumer receives it (the build, the dev server, `virtual:content`): every
// municipality of the selection read and validated (load.ts, legal.ts), each with its placeholders filled
// (placeholders.ts), and cached while its files stay as they are.

/** The files a validation reads, relative to the root: the campaign-wide ones and every municipality's. */
export const contentFiles = ({ municipalitiesDirs }: ContentSelection, root: string) => [
  ...contentFilesWhere((file) => !file.folder).map(([, file]) => file.path),
  ...municipalitiesDirs.flatMap((dir) =>
    existsSync(join(root, dir))
      ? readdirSync(join(root, dir))
          .filter((file) => file.endsWith('.json'))
          .map((file) => `${dir}/${file}`)
      : [],
  ),
];

/** The content of one build: every municipality's page content (placeholders filled) and the legal text. */
export interface ValidatedContent {
  /** The day the build stands on (SOURCE_DATE_EPOCH, else today in Zurich): it decides each campaign's phase. */
  today: string;
  /** As loaded, placeholders unfilled: the home municipality and every municipality's file. */
  campaigns: Campaigns;
  /** Each municipality's content, drafts included, by slug. */
  contents: Record<string, Content>;
  policy: PrivacyPolicy;
}

export { municipalityRoute } from './campaign-links.ts';

/** Whether a municipality is built: published, or the home of a build (MUNICIPALITY=<slug>, a preview). */
export const isBuilt = ({ home }: Campaigns, slug: string, published: boolean) => published || slug === home;

// The last valid content, with the text of the files it came from. Kept on globalThis: Vite bundles
// vite.config.ts (and the modules it imports) afresh for each build, so module state would not outlive the
// client build, while scripts/build/build.ts, the client and the server build all run in one process and read the
// same files.
const LAST = Symbol.for('100in100.validated-content');
const store = globalThis as { [LAST]?: { key: string; result: ValidatedContent } };

/**
 * The content of the municipalities named by MUNICIPALITY (all when unset) and MUNICIPALITIES_DIR, validated
 * and filled, and the privacy policy checked and rendered; throws ContentError listing every problem.
 * Validated once as long as the files stay as they are: once per build, and in `npm run dev` once per change
 * of a content file.
 */
export function validatedContent(root: string, selection = contentSelection()): ValidatedContent {
  const files = contentFiles(selection, root);
  const texts = files.map((file) => existsSync(join(root, file)) && readFileSync(join(root, file), 'utf8'));
  // The day of the build decides each campaign's phase: content valid yesterday may not be today.
  const today = buildDay();
  const key = JSON.stringify([resolve(root), selection, files, texts, today]);
  const last = store[LAST];
  if (last?.key === key) return last.result;
  const campaigns = loadCampaigns(root, selection.municipalitiesDirs, selection.only);
  const { site, heatPumpIndex, municipalities, home } = campaigns;
  const built = municipalities.filter(({ slug, municipality }) =>
    isBuilt(campaigns, slug, municipality.published),
  );
  // One list of the published campaigns, shared by every page: the overview shows it, each band a few of it.
  const overview = campaignSummaries(built, site, home, today);
  const contents = Object.fromEntries(
    municipalities.map(({ slug, municipality }) => {
      const filled = fillContent(timedContent({ site, municipality, slug, heatPumpIndex }, today));
      return [slug, { ...filled, campaigns: campaignLinks(overview, slug), overview }];
    }),
  );
  const homeContent = contents[home];
  if (!homeContent) throw new ContentError([`Die Gemeinde der Startseite «${home}» fehlt.`]);
  const result = { today, campaigns, contents, policy: loadPrivacyPolicy(root, homeContent.site) };
  store[LAST] = { key, result };
  return result;
}

/** The content's problems, one German line each (load.ts); empty when it is valid. */
export function contentProblems(root: string, selection = contentSelection()): string[] {
  try {
    validatedContent(root, selection);
    return [];
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  }
}
