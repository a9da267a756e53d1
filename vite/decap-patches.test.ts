import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { transformSync } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { ANNOUNCE } from '../src/admin/announcer.ts';
import { PHASE_FILTER, PHASE_SUMMARY } from '../src/admin/phase-summary.ts';
import { FIELD_ERRORS } from '../src/admin/refused-save.ts';
import { contrast } from '../tests/support/contrast.ts';
import { decapPatches, PATCHES, patchDecap } from './decap-patches.ts';

const require = createRequire(import.meta.url);
const installed = (pkg: string, file: string) => {
  const path = join(require.resolve(`${pkg}/package.json`), '..', 'dist', 'esm', file);
  return { path, code: readFileSync(path, 'utf8') };
};
const listControl = installed('decap-cms-widget-list', 'ListControl.js');
const itemTopBar = installed('decap-cms-ui-default', 'ListItemTopBar.js');
const groupTopBar = installed('decap-cms-ui-default', 'ObjectWidgetTopBar.js');
const objectControl = installed('decap-cms-widget-object', 'ObjectControl.js');
const styles = installed('decap-cms-ui-default', 'styles.js');
const previewPane = installed('decap-cms-core', 'components/Editor/EditorPreviewPane/EditorPreviewPane.js');
const header = installed('decap-cms-core', 'components/App/Header.js');
const loader = installed('decap-cms-ui-default', 'Loader.js');
const markdown = installed('decap-cms-widget-markdown', 'MarkdownControl/RawEditor.js');
const mediaCard = installed('decap-cms-core', 'components/MediaLibrary/MediaLibraryCard.js');
const mediaGrid = installed('decap-cms-core', 'components/MediaLibrary/MediaLibraryCardGrid.js');
const entries = installed('decap-cms-core', 'actions/entries.js');
const uploadButton = installed('decap-cms-core', 'components/UI/FileUploadButton.js');
const mediaHeader = installed('decap-cms-core', 'components/MediaLibrary/MediaLibraryHeader.js');
const modal = installed('decap-cms-core', 'components/UI/Modal.js');
const mediaSearch = installed('decap-cms-core', 'components/MediaLibrary/MediaLibrarySearch.js');
const stringTemplate = installed('decap-cms-lib-widgets', 'stringTemplate.js');
const toolbar = installed('decap-cms-core', 'components/Editor/EditorToolbar.js');
const entryCard = installed('decap-cms-core', 'components/Collection/Entries/EntryCard.js');
const patched = [
  listControl,
  itemTopBar,
  groupTopBar,
  objectControl,
  styles,
  previewPane,
  header,
  loader,
  markdown,
  mediaCard,
  mediaGrid,
  entries,
  uploadButton,
  mediaHeader,
  modal,
  mediaSearch,
  stringTemplate,
  toolbar,
  entryCard,
];

describe('the patches of the editing app’s Decap', () => {
  it('each finds its module in the installed Decap', () => {
    for (const patch of PATCHES) expect(patched.filter(({ path }) => patch.file.test(path))).toHaveLength(1);
  });

  it('keep the case of a list’s label in its heading and add button', () => {
    const patched = patchDecap(listControl.code, listControl.path) ?? '';
    expect(patched).not.toMatch(/label(Singular)?\.toLowerCase\(\)/);
    expect(patched).toContain('const listLabel = items.size === 1 ? labelSingular : label;');
    expect(patched).toContain('label: labelSingular,');
  });

  it('take the mouse-only handle that moves an entry out of the Tab order and the accessibility tree', () => {
    const patched = patchDecap(listControl.code, listControl.path) ?? '';
    expect(patched).toContain('...listeners,\n    tabIndex: -1,\n    "aria-hidden": true,');
  });

  it('name an entry’s buttons after the entry, say whether it is open, and add the buttons that move it', () => {
    const patched = patchDecap(itemTopBar.code, itemTopBar.path) ?? '';
    expect(patched).toContain('"aria-label": entryName + (collapsed ? " aufklappen" : " zuklappen")');
    expect(patched).toContain('"aria-expanded": !collapsed');
    expect(patched).toContain('"aria-label": entryName + " entfernen"');
    // The arrow is named by its tooltip: a tooltip beside a name would be read again as its description.
    expect(patched).toContain('title: entryName + " " + words,\n        children:');
    const list = patchDecap(listControl.code, listControl.path) ?? '';
    expect(list).toContain('entryName: this.entryName(item, index, field),');
    expect(list).toContain('moveEntry = (from, to) => {');
    // A list of single values (the heat-pump chart's years) names an entry by its value: «Jahr 2020», not «Jahre 1».
    expect(list).toContain("const single = field.get('field');");
    expect(list).toMatch(/\$\{single\.get\('label', single\.get\('name'\)\)\} \$\{item\}/);
    // The moved entry's position is said by the app's live region (src/admin/announcer.ts).
    expect(list).toContain(`new CustomEvent('${ANNOUNCE}'`);
  });

  it('name the button that opens or closes a group of fields or a list after it, and say whether it is open', () => {
    const bar = patchDecap(groupTopBar.code, groupTopBar.path) ?? '';
    expect(bar).toContain('toggleName + (collapsed ? " aufklappen" : " zuklappen")');
    expect(bar).toContain('"aria-expanded": !collapsed');
    expect(patchDecap(objectControl.code, objectControl.path)).toContain(
      "toggleName: field.get('label', field.get('name')),",
    );
    expect(patchDecap(listControl.code, listControl.path)).toContain(
      "toggleName: field.get('label', field.get('name')),\n          onCollapseToggle: this.handleCollapseAllToggle,",
    );
  });

  it('write the loading screens’ words in a grey of 4.5:1 on the app’s ground, in the built app and the dev server', () => {
    const patched = patchDecap(loader.code, loader.path) ?? '';
    expect(patched).not.toContain('#767676');
    expect(patched.match(/text-align:center;color:#5D626F;margin-top:55px/g)).toHaveLength(2);
    const ground = /grayLight: '(#[0-9a-f]{6})'/.exec(styles.code)?.[1] ?? '';
    expect(contrast('#5D626F', ground)).toBeGreaterThanOrEqual(4.5);
  });

  it('write a field’s label as it is spelt, not in capitals', () => {
    const patched = patchDecap(styles.code, styles.path) ?? '';
    expect(patched).toContain('fieldLabel: /*#__PURE__*/css("font-size:12px;text-transform:none;');
  });

  it('name the markdown text box by its field and leave the media library’s pictures to the names below them', () => {
    expect(patchDecap(markdown.code, markdown.path)).toContain(
      '_jsx(Editable, {\n          "aria-label": field.get("label", field.get("name")),',
    );
    expect(patchDecap(mediaCard.code, mediaCard.path)).toMatch(/_jsx\(CardImage, \{\n\s+alt: "",/);
  });

  it('make a card of the media library a button of the Tab order that Enter and Space press, and its box no stop', () => {
    const card = patchDecap(mediaCard.code, mediaCard.path) ?? '';
    expect(card).not.toContain('tabIndex: "-1"');
    expect(card).toContain('tabIndex: 0,');
    expect(card).toContain('role: "button",');
    expect(card).toContain('"aria-pressed": Boolean(isSelected),');
    expect(card).toContain('"aria-label": isDraft ? text + " (" + draftText + ")" : text,');
    // The class src/admin/focus.css draws its ring on.
    expect(card).toContain('className: "redaktion-medium",');
    expect(card).toMatch(/event\.key !== "Enter" && event\.key !== " "/);
    const grid = patchDecap(mediaGrid.code, mediaGrid.path) ?? '';
    expect(grid).not.toMatch(/tabIndex: "0"/);
  });

  it('make «Hochladen» one stop, its file field, and name the media library’s dialog by its heading and its search field by what it searches', () => {
    const upload = patchDecap(uploadButton.code, uploadButton.path) ?? '';
    expect(upload).toContain('return _jsxs("label", {\n    className: `nc-fileUploadButton');
    expect(upload).not.toContain('tabIndex');
    expect(upload).toMatch(
      /if \(event\.key !== "Enter" \|\| event\.repeat\) return;\n\s+event\.preventDefault\(\);\n\s+event\.currentTarget\.click\(\);/,
    );
    expect(patchDecap(mediaHeader.code, mediaHeader.path)).toContain(
      '_jsx(LibraryTitle, {\n      id: "redaktion-medien-titel",',
    );
    expect(patchDecap(modal.code, modal.path)).toContain('aria: { labelledby: "redaktion-medien-titel" },');
    expect(patchDecap(mediaSearch.code, mediaSearch.path)).toContain(
      '_jsx(SearchInput, {\n      type: "search",\n      "aria-label": "Medien nach Namen suchen",',
    );
  });

  it('hand Decap’s own refusal of a save, its errors by field, to src/admin/refused-save.ts', () => {
    expect(patchDecap(entries.code, entries.path)).toContain(
      `if (!fieldsErrors.isEmpty()) {\n      document.dispatchEvent(new CustomEvent('${FIELD_ERRORS}', { detail: fieldsErrors.toJS() }));`,
    );
  });

  it('put the site’s status in the toolbar in the place of the deploy preview, which no longer asks the git host', () => {
    const patched = patchDecap(toolbar.code, toolbar.path) ?? '';
    expect(patched).toContain('renderSimpleDeployPreviewControls = () => _jsx("redaktion-stand", {});');
    expect(patched).not.toMatch(/loadDeployPreview\(\{/);
  });

  it('give each card of a list of entries the status of its file, in the list and the grid', () => {
    const patched = patchDecap(entryCard.code, entryCard.path) ?? '';
    expect(patched).toContain('_jsx("redaktion-online", { "data-path": entry.get("path") }, "online")');
    expect(patched.match(/children: \[online, workflowStatus && _jsx\(WorkflowBadge/g)).toHaveLength(2);
  });

  it('leave each module valid JavaScript', () => {
    for (const { code, path } of patched)
      expect(() =>
        transformSync(patchDecap(code, path) ?? '', { loader: 'js', format: 'esm' }),
      ).not.toThrow();
  });

  it('stop the build, naming this file, when Decap no longer has the code they replace', () => {
    expect(() => patchDecap('export default 1;', listControl.path)).toThrow(/vite\/decap-patches\.ts/);
    expect(() => patchDecap('export default 1;', itemTopBar.path)).toThrow(/vite\/decap-patches\.ts/);
  });

  it('leave every other module alone', () => {
    expect(decapPatches.transform('x.toLowerCase()', '/n/node_modules/react/index.js')).toBeNull();
    expect(decapPatches.transform(listControl.code, listControl.path)?.code).toBe(
      patchDecap(listControl.code, listControl.path),
    );
  });

  it('give the summaries a filter that hands a campaign to src/admin/phase-summary.ts', () => {
    const code = patchDecap(stringTemplate.code, stringTemplate.path) ?? '';
    expect(code).toContain(`pattern: /^${PHASE_FILTER}$/`);
    expect(code).toContain(`globalThis.${PHASE_SUMMARY}(str)`);
    // Decap's own filters stay, after it.
    expect(code.indexOf('/^upper$/')).toBeGreaterThan(code.indexOf(`/^${PHASE_FILTER}$/`));
  });
});
