import { getProcessSegment } from 'decap-cms-core/dist/esm/lib/formatters';
import { SLUG_OPTIONS } from './decap-config.ts';

// Decap makes a new entry's file name from its name when it saves it; the check before saving needs that
// name, so it asks Decap's own function with the app's settings rather than copying its rules. tests/cms
// checks the result against the file Decap writes. (Not unit-tested: Decap's modules need a browser.)

/** The file name (without .json) Decap will give a new municipality called `name`. */
export const newMunicipalitySlug: (name: string) => string = getProcessSegment(SLUG_OPTIONS);
