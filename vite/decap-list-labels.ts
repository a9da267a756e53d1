// Decap's list widget writes a list's label in lower case in its heading and its add button («6 partner»,
// «partner hinzufügen»), as English does; German nouns keep their capital («6 Partner», «Partner
// hinzufügen»). Decap has no setting for it, so the app's build and `npm run cms`'s prebundle of Decap
// leave out the two lower-casings. When a Decap update changes that code, the build stops here with a
// message instead of shipping the lower case again.

const LIST_CONTROL = /decap-cms-widget-list[\\/]dist[\\/]esm[\\/]ListControl\.js$/;
const LOWERED = [
  [
    'const listLabel = items.size === 1 ? labelSingular.toLowerCase() : label.toLowerCase();',
    'const listLabel = items.size === 1 ? labelSingular : label;',
  ],
  ['label: labelSingular.toLowerCase(),', 'label: labelSingular,'],
] as const;

/** `code` of Decap's ListControl.js with the labels as written; throws when the code is no longer as expected. */
export function keepListLabelCase(code: string): string {
  return LOWERED.reduce((text, [from, to]) => {
    if (!text.includes(from))
      throw new Error(
        `vite/decap-list-labels.ts: Decap's ListControl.js no longer contains «${from}»; check the list labels' case and update this file.`,
      );
    return text.replace(from, to);
  }, code);
}

/** A plugin for Vite's build and for the dependency prebundle (both call `transform` for each module). */
export const decapListLabels = {
  name: 'decap-list-labels',
  transform(code: string, id: string) {
    return LIST_CONTROL.test(id) ? { code: keepListLabelCase(code), map: null } : null;
  },
};
