import type { ReactElement } from 'react';
import { browserContent } from '@/content/browser-content.ts';
import { campaignLinks, campaignSummaries } from '@/content/campaign-links.ts';
import { parsePrivacyPolicy } from '@/content/legal-text.ts';
import { fillContent } from '@/content/placeholders.ts';
import type { Content } from '@/content/schema/content.ts';
import { timedContent } from '@/content/timed-content.ts';
import { HomePage } from '@/pages/home.tsx';
import { homeStatic } from '@/pages/home-static.tsx';
import { PrivacyPolicyPage } from '@/pages/privacy-policy.tsx';
import { privacyPolicyStatic } from '@/pages/privacy-policy-static.tsx';
import type { PageFiles } from './app-content.ts';

// The site's pages as the build makes them (src/entry-server.tsx), from content files held in the browser:
// what the preview shows (preview.tsx) and what the app measures an edited page by (page-weight.ts). No
// fetch here, so that both, and their tests, give it the files they mean.

/** The content of `slug`'s page (published, or the one being edited) as a build on `day` fills it. */
function pageContent(files: PageFiles, slug: string, day: string): Content {
  const { site, heatPumpIndex, municipalities } = files;
  const municipality = municipalities[slug];
  if (!municipality) throw new Error(`pageContent: no municipality ${slug}`);
  // The other published campaigns, as the build lists them before the page's footer.
  const home = site.homeMunicipality;
  const built = Object.entries(municipalities)
    .filter(([other, { published }]) => published || other === home)
    .map(([other, municipality]) => ({ slug: other, municipality }));
  const overview = campaignSummaries(built, site, home, day);
  const campaigns = campaignLinks(overview, slug);
  const content = { site, heatPumpIndex, municipality, slug, campaigns, overview };
  return fillContent(timedContent(content, day));
}

/** The page of `slug` as a build on `day` would show it. */
export function homePageElement(files: PageFiles, slug: string, day: string): ReactElement {
  const content = pageContent(files, slug, day);
  return <HomePage content={browserContent(content)} built={homeStatic(content)} />;
}

/** The privacy policy's page with the legal text `text` (the file's Markdown) as a build on `day` would show it. */
export function privacyPageElement(files: PageFiles, text: string, day: string): ReactElement {
  // The campaign-wide pages show the home municipality's content.
  const content = pageContent(files, files.site.homeMunicipality, day);
  const policy = parsePrivacyPolicy(text, content.site);
  return <PrivacyPolicyPage content={browserContent(content)} built={privacyPolicyStatic(content, policy)} />;
}
