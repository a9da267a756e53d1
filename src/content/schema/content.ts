import type { CampaignPhase, CampaignStatus } from '../campaign-time.ts';
import type { HeatPumpIndex } from './heat-pump-index.ts';
import type { Municipality } from './municipality.ts';
import type { Site } from './site.ts';

// What the pages receive: the content files of one build, validated (src/content/load.ts), and the legal
// text, checked and rendered to HTML (src/content/legal.ts). Types only: the pages import these, never the
// modules that read files.

export interface Content {
  site: Site;
  municipality: Municipality;
  slug: string;
  /** content/heat-pump-index.json: the same for every municipality. */
  heatPumpIndex: HeatPumpIndex;
  /** A few other published campaigns, for the band before the footer (build-only). */
  campaigns: CampaignLink[];
  /** Every published campaign of the build, in the overview's order (build-only). */
  overview: CampaignSummary[];
  /** Where the municipality's campaign stands on the day of the build (src/content/timed-content.ts). */
  status: CampaignStatus;
}

/** A link to another municipality's page. */
export interface CampaignLink {
  name: string;
  /** "/" for the home municipality, "/<slug>" for the others. */
  path: string;
  phase: CampaignPhase;
  /** The first day, ISO. */
  start: string;
  /** The replacements, once finished with a result. */
  replaced?: number;
}

/** A published campaign as the overview page shows it. */
export interface CampaignSummary {
  slug: string;
  name: string;
  /** Its page: "/" for the home municipality, "/<slug>" for the others. */
  path: string;
  /** The official number of its municipality (BFS-Gemeindenummer): its place on the map. */
  bfsNumber: number;
  target: number;
  status: CampaignStatus;
  /** site.json → campaignTime with the municipality's name and target filled: its own page's words. */
  copy: Site['campaignTime'];
}

export interface LegalSection {
  id: string;
  title: string;
  /** The section's body as HTML, rendered at build time. */
  html: string;
}

/** content/legal/privacy-policy.md, checked and rendered at build time. */
export interface PrivacyPolicy {
  /** The date of the last update, ISO (2021-10-13), and written out (13. Oktober 2021). */
  updated: string;
  updatedText: string;
  /** The text before the first topic, as HTML. */
  intro: string;
  sections: LegalSection[];
}
