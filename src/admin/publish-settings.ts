// How the editing app follows a save to the public site (src/admin/site-status.ts): where the site is, and
// how long a build may take before the app says that a saved change is not online. The build writes them
// into dist/admin/publish.json; `npm run cms` answers that file for the site `npm start` serves.

export const PUBLISH_SETTINGS_FILE = 'publish.json';

export interface PublishSettings {
  /** The site's origin; null for the app's own (the deployed app is a file of the site). */
  site: string | null;
  /** Minutes after a save without a build that has it, before the app says it is not online. */
  onlineLimitMinutes: number;
}

export const DEFAULT_ONLINE_LIMIT_MINUTES = 15;
const MAX_ONLINE_LIMIT_MINUTES = 24 * 60;

/**
 * The settings from CMS_ONLINE_LIMIT_MINUTES (whole minutes, default 15), for the site at `site`; throws
 * naming the variable and what it takes when it is set to anything else.
 */
export function publishSettingsFromEnv(
  env: Record<string, string | undefined>,
  site: string | null = null,
): PublishSettings {
  const value = env.CMS_ONLINE_LIMIT_MINUTES?.trim() || String(DEFAULT_ONLINE_LIMIT_MINUTES);
  const minutes = /^\d+$/.test(value) ? Number(value) : Number.NaN;
  if (!(minutes >= 1 && minutes <= MAX_ONLINE_LIMIT_MINUTES))
    throw new Error(
      `CMS_ONLINE_LIMIT_MINUTES=${env.CMS_ONLINE_LIMIT_MINUTES}: expected whole minutes from 1 to ${MAX_ONLINE_LIMIT_MINUTES}, e.g. 15`,
    );
  return { site, onlineLimitMinutes: minutes };
}
