// The anchor id of the hero logo, shared by the hero that draws it and the top bar that watches it. The
// sections' ids are the spec's, each written where its section is (its type, SectionId, is the one list:
// SECTION_NAMES in src/content/schema/site.ts).

export const HERO_LOGO_ID = 'hero-logo';
