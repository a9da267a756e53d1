import type { CmsBackend } from 'decap-cms-core';
import { contentFilesWhere } from '@/content/content-files.ts';
import siteCss from '@/styles/global.css?inline';
import { startAnnouncer } from './announcer.ts';
import { CHOICE_WIDGET, ChoiceControl } from './choice-widget.tsx';
import { CONTENT_FORMAT, contentFormat, willSave } from './content-format.ts';
import { DATE_WIDGET, DateControl } from './date-widget.tsx';
import CMS from './decap.ts';
import { decapConfig } from './decap-config.ts';
import type { Phrases } from './locale.ts';
import { swissGerman } from './locale.ts';
import { PHASE_SUMMARY, phaseSummary } from './phase-summary.ts';
import { EntryPreview } from './preview.tsx';
import { PUBLISH_SETTINGS_FILE, type PublishSettings, publishSettingsFromEnv } from './publish-settings.ts';
import { sayAfterSave, startPublishStatus } from './publish-status.tsx';
import { clearRefusal, showRefusal, startFieldErrors } from './refused-save.ts';
import { saveProblems } from './save-rules.ts';
import { startWeightWatch, warningAfterSave } from './weight-watch.ts';
import './focus.css';
import './narrow.css';
import './weight-warning.css';

// The editing app (/admin/): Decap CMS, in Swiss German, configured from the content's schemas, refusing a
// save that `npm run content:check` would refuse, writing the files as the repository keeps them,
// previewing with the site's own sections, and warning when an entry makes its page too large for a phone's
// first round trip.

const decapGerman = CMS.getLocale('de') as unknown as Phrases;
CMS.registerLocale('de', swissGerman(decapGerman) as never);
CMS.registerCustomFormat(CONTENT_FORMAT, 'json', contentFormat);
CMS.registerWidget(CHOICE_WIDGET, ChoiceControl as never);
CMS.registerWidget(DATE_WIDGET, DateControl as never);
CMS.registerPreviewStyle(siteCss, { raw: true });
// The list of municipalities' summary says each campaign's phase through this (vite/decap-patches.ts).
Object.assign(globalThis, { [PHASE_SUMMARY]: (json: string) => phaseSummary(json) });
// A folder's entries share their collection's template; a file of a files collection has its own.
for (const [name, file] of contentFilesWhere((file) => file.schema !== undefined))
  CMS.registerPreviewTemplate(file.folder ? file.collection : name, EntryPreview);

// A save that breaks a rule is refused before anything is written; the form keeps what was typed.
CMS.registerEventListener({
  name: 'preSave',
  handler: ({ entry }) => {
    const problems = saveProblems({
      collection: String(entry.get('collection')),
      slug: String(entry.get('slug') ?? ''),
      newRecord: entry.get('newRecord') === true,
      data: entry.get('data').toJS() as Record<string, unknown>,
    });
    if (problems.length > 0) {
      showRefusal(problems, document);
      throw problems.join(' · ');
    }
    // Decap writes the file next, through contentFormat.toFile, which keeps this file's key order.
    willSave(String(entry.get('raw') ?? ''));
    return undefined;
  },
});
CMS.registerEventListener({
  name: 'postSave',
  handler: async ({ entry }) => {
    clearRefusal(document);
    // The save is done whatever the weighing does; a page too large is said with it, and with where the
    // change stands on the site (src/admin/publish-status.tsx), which the toolbar then follows.
    const warning = await warningAfterSave(entry, document).catch(() => undefined);
    sayAfterSave(warning);
  },
});

/**
 * The backend: the git host of the deployed app as the build wrote it (null until it is set up:
 * docs/deploy.md), or in `npm run cms` the local backend (scripts/cms/start.ts answers this file).
 */
async function deployedBackend(): Promise<CmsBackend | null> {
  const response = await fetch(new URL('backend.json', window.location.href));
  return response.ok ? ((await response.json()) as CmsBackend | null) : null;
}

/** How the app follows a save to the site; an app built before there was publish.json takes the defaults. */
async function publishSettings(): Promise<PublishSettings> {
  const response = await fetch(new URL(PUBLISH_SETTINGS_FILE, window.location.href));
  return response.ok ? ((await response.json()) as PublishSettings) : publishSettingsFromEnv({});
}

startAnnouncer(document);
startFieldErrors(document);
startWeightWatch(document);
const [backend, settings] = await Promise.all([deployedBackend(), publishSettings()]);
if (backend) {
  startPublishStatus(settings, backend);
  CMS.init({ config: decapConfig(backend) });
} else {
  const root = document.getElementById('nc-root') ?? document.body;
  root.innerHTML =
    '<main style="max-width:40rem;margin:4rem auto;font:1.125rem/1.5 system-ui,sans-serif;padding:0 1rem"><h1>Redaktion</h1><p>Die Anmeldung ist für diese Website noch nicht eingerichtet. Wer die Website betreut, richtet sie ein: docs/deploy.md, «Die Redaktion unter /admin/».</p></main>';
}
