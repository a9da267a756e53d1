// Small corrections to Decap's list widget that its configuration and locale cannot make, applied when the
// editing app is built and when `npm run cms` prebundles Decap. Each names the exact code it replaces: when a
// Decap update changes that code, the build stops with a message naming this file instead of shipping the
// old behaviour again (vite/decap-patches.test.ts checks them against the installed Decap).

interface Patch {
  /** The module, by its path in node_modules. */
  file: RegExp;
  why: string;
  replace: readonly (readonly [from: string, to: string])[];
}

export const PATCHES: readonly Patch[] = [
  {
    file: /decap-cms-widget-list[\\/]dist[\\/]esm[\\/]ListControl\.js$/,
    why: 'German nouns keep their capital: «6 Partner», «Partner hinzufügen», not «6 partner» as English writes it',
    replace: [
      [
        'const listLabel = items.size === 1 ? labelSingular.toLowerCase() : label.toLowerCase();',
        'const listLabel = items.size === 1 ? labelSingular : label;',
      ],
      ['label: labelSingular.toLowerCase(),', 'label: labelSingular,'],
    ],
  },
  {
    file: /decap-cms-widget-list[\\/]dist[\\/]esm[\\/]ListControl\.js$/,
    why: 'the handle that moves an entry, which answers the mouse and touch only (Decap sets up no keyboard sensor), is no stop of the Tab key that does nothing, with English instructions for screen readers',
    replace: [
      [
        '    ...attributes,\n    ...listeners,\n    children: children',
        '    ...attributes,\n    ...listeners,\n    tabIndex: -1,\n    "aria-hidden": true,\n    children: children',
      ],
    ],
  },
  {
    file: /decap-cms-ui-default[\\/]dist[\\/]esm[\\/]ListItemTopBar\.js$/,
    why: "an entry's icon buttons get names a screen reader says (the list's own button has «Aufklappen»)",
    replace: [
      [
        'onClick: onCollapseToggle,\n      children: _jsx(Icon, {\n        type: "chevron",',
        'onClick: onCollapseToggle,\n      "aria-label": collapsed ? "Eintrag aufklappen" : "Eintrag zuklappen",\n      "aria-expanded": !collapsed,\n      children: _jsx(Icon, {\n        type: "chevron",',
      ],
      ['onClick: onRemove,', 'onClick: onRemove,\n      "aria-label": "Eintrag entfernen",'],
    ],
  },
];

/** `code` of the module at `id` with its patches; throws, naming this file, when the code is not as expected. */
export function patchDecap(code: string, id: string): string | null {
  const patches = PATCHES.filter(({ file }) => file.test(id));
  if (patches.length === 0) return null;
  return patches.reduce(
    (patched, patch) =>
      patch.replace.reduce((text, [from, to]) => {
        if (!text.includes(from))
          throw new Error(
            `vite/decap-patches.ts: ${id} no longer contains «${from}» (patched so that ${patch.why}); check the app and update this file.`,
          );
        return text.replace(from, to);
      }, patched),
    code,
  );
}

/** A plugin for Vite's build and for the dependency prebundle (both call `transform` for each module). */
export const decapPatches = {
  name: 'decap-patches',
  transform(code: string, id: string) {
    const patched = patchDecap(code, id);
    return patched === null ? null : { code: patched, map: null };
  },
};
