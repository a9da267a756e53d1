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
    file: /decap-cms-widget-list[\\/]dist[\\/]esm[\\/]ListControl\.js$/,
    why: "each entry's buttons name it («Partner «Gemeinde Diepoldsau» entfernen», «Jahr 2022 aufklappen»), and the keyboard moves an entry with «nach oben» and «nach unten», its new position announced and the focus kept on the button; the arrow is named by its tooltip, its whole name: a tooltip beside a name is read a second time as the button's description",
    replace: [
      [
        "        allowReorder: field.get('allow_reorder', true),\n        onRemove: partial(this.handleRemove, index),",
        "        allowReorder: field.get('allow_reorder', true),\n        entryName: this.entryName(item, index, field),\n        onMoveUp: index > 0 ? () => this.moveEntry(index, index - 1) : null,\n        onMoveDown: index < this.props.value.size - 1 ? () => this.moveEntry(index, index + 1) : null,\n        onRemove: partial(this.handleRemove, index),",
      ],
      [
        '  onSortEnd = ({\n',
        `  entryName = (item, index, field) => {
    const singular = field.get('label_singular') || field.get('label', field.get('name'));
    const summary = field.get('summary') && Map.isMap(item) ? this.objectLabel(item) : '';
    if (summary) return \`\${singular} «\${summary}»\`;
    const first = field.get('fields') && field.get('fields').first();
    const value = first && Map.isMap(item) ? item.get(first.get('name')) : undefined;
    if (value !== undefined && value !== null && value !== '') return \`\${first.get('label', first.get('name'))} \${value}\`;
    const single = field.get('field');
    if (single && !Map.isMap(item) && item !== undefined && item !== null && item !== '') return \`\${single.get('label', single.get('name'))} \${item}\`;
    return \`\${singular} \${index + 1}\`;
  };
  moveEntry = (from, to) => {
    const name = this.entryName(this.props.value.get(from), from, this.props.field);
    const key = this.state.keys[from];
    const size = this.props.value.size;
    this.onSortEnd({ oldIndex: from, newIndex: to });
    document.dispatchEvent(new CustomEvent('redaktion:ansage', { detail: \`\${name}: jetzt an Position \${to + 1} von \${size}.\` }));
    const [same, other] = to < from ? ['nach-oben', 'nach-unten'] : ['nach-unten', 'nach-oben'];
    this.setState({}, () => {
      const button = document.getElementById(\`\${key}-\${same}\`);
      (button && !button.disabled ? button : document.getElementById(\`\${key}-\${other}\`))?.focus();
    });
  };
  onSortEnd = ({
`,
      ],
    ],
  },
  {
    file: /decap-cms-ui-default[\\/]dist[\\/]esm[\\/]ListItemTopBar\.js$/,
    why: "an entry's icon buttons get names a screen reader says, naming the entry (the list's own button has «Aufklappen»), and the buttons that move it by keyboard",
    replace: [
      [
        '    allowReorder,\n    id\n  } = props;',
        '    allowReorder,\n    id,\n    entryName = "Eintrag",\n    onMoveUp,\n    onMoveDown\n  } = props;',
      ],
      [
        'onClick: onCollapseToggle,\n      children: _jsx(Icon, {\n        type: "chevron",',
        'onClick: onCollapseToggle,\n      "aria-label": entryName + (collapsed ? " aufklappen" : " zuklappen"),\n      "aria-expanded": !collapsed,\n      children: _jsx(Icon, {\n        type: "chevron",',
      ],
      [
        '}) : _jsx("span", {}), onRemove && allowRemove ? _jsx(TopBarButton, {\n      onClick: onRemove,',
        `}) : _jsx("span", {}), allowReorder && onMoveUp !== undefined ? _jsxs("span", {
      style: { display: "flex" },
      children: [["nach-oben", "nach oben", onMoveUp, "up"], ["nach-unten", "nach unten", onMoveDown, "down"]].map(([suffix, words, onMove, direction]) => _jsx(TopBarButton, {
        type: "button",
        id: \`\${id}-\${suffix}\`,
        disabled: !onMove,
        onClick: onMove || undefined,
        title: entryName + " " + words,
        children: _jsx(Icon, { type: "arrow", size: "small", direction })
      }, suffix))
    }) : null, onRemove && allowRemove ? _jsx(TopBarButton, {
      onClick: onRemove,
      "aria-label": entryName + " entfernen",`,
      ],
    ],
  },
  {
    file: /decap-cms-ui-default[\\/]dist[\\/]esm[\\/]ObjectWidgetTopBar\.js$/,
    why: "the button that opens or closes a group of fields or a whole list names it («Häuser zuklappen», «Partner aufklappen») and says whether it is open: a screen reader met seven buttons «Zuklappen» in Diepoldsau's form and could not tell which group each closes",
    replace: [
      [
        '      heading = null,\n      t\n    } = this.props;',
        '      heading = null,\n      toggleName,\n      t\n    } = this.props;',
      ],
      [
        "          \"aria-label\": collapsed ? t('editor.editorWidgets.object.expand') : t('editor.editorWidgets.object.collapse'),",
        '          "aria-label": toggleName ? toggleName + (collapsed ? " aufklappen" : " zuklappen") : collapsed ? t(\'editor.editorWidgets.object.expand\') : t(\'editor.editorWidgets.object.collapse\'),\n          "aria-expanded": !collapsed,',
      ],
    ],
  },
  {
    file: /decap-cms-widget-object[\\/]dist[\\/]esm[\\/]ObjectControl\.js$/,
    why: 'a group of fields hands its label to the button that opens and closes it (the patch of ObjectWidgetTopBar.js)',
    replace: [
      [
        '            heading: collapsed && this.objectLabel(),\n            t: t',
        "            heading: collapsed && this.objectLabel(),\n            toggleName: field.get('label', field.get('name')),\n            t: t",
      ],
    ],
  },
  {
    file: /decap-cms-widget-list[\\/]dist[\\/]esm[\\/]ListControl\.js$/,
    why: 'a list hands its label to the button that opens and closes all its entries (the patch of ObjectWidgetTopBar.js)',
    replace: [
      [
        '          onCollapseToggle: this.handleCollapseAllToggle,',
        "          toggleName: field.get('label', field.get('name')),\n          onCollapseToggle: this.handleCollapseAllToggle,",
      ],
    ],
  },
  {
    file: /decap-cms-ui-default[\\/]dist[\\/]esm[\\/]styles\.js$/,
    why: "Decap's grey (its text, inactive links and the header's buttons, grey buttons' ground) reaches 4.5:1: #798291 had 3.9:1 on white and 3.4:1 on its own light grey (WCAG 1.4.3); #5D626F is Decap's own label grey, 6.2:1 and 5.5:1",
    replace: [["  gray: '#798291',", "  gray: '#5D626F',"]],
  },
  {
    file: /decap-cms-ui-default[\\/]dist[\\/]esm[\\/]styles\.js$/,
    why: "a field's label is written as it is spelt («Ziel», «Ende (freiwillig)»), not in capitals: Chromium hands the capitals to screen readers («ZIEL»), which may spell such a word letter by letter, and words in capitals are harder to read",
    replace: [
      [
        '  fieldLabel: /*#__PURE__*/css("font-size:12px;text-transform:uppercase;',
        '  fieldLabel: /*#__PURE__*/css("font-size:12px;text-transform:none;',
      ],
    ],
  },
  {
    file: /decap-cms-ui-default[\\/]dist[\\/]esm[\\/]Loader\.js$/,
    why: "the loading screens' words («Beiträge laden», «Beiträge zwischenspeichern») reach 4.5:1 on the app's grey ground, in the header's grey: #767676 had 4.0:1 on #eff0f4 (Decap writes the style twice: for the built app, and with its source map for the dev server)",
    replace: [
      ['color:#767676;margin-top:55px;line-height:35px"', 'color:#5D626F;margin-top:55px;line-height:35px"'],
      [
        'color:#767676;margin-top:55px;line-height:35px/*',
        'color:#5D626F;margin-top:55px;line-height:35px/*',
      ],
    ],
  },
  {
    file: /decap-cms-core[\\/]dist[\\/]esm[\\/]components[\\/]App[\\/]Header\.js$/,
    why: "the header's buttons («Inhalte», «Medien») reach 4.5:1 with the same grey: #7b8290 had 3.86:1 on white",
    replace: [[';background:none;color:#7b8290;', ';background:none;color:#5D626F;']],
  },
  {
    file: /decap-cms-widget-markdown[\\/]dist[\\/]esm[\\/]MarkdownControl[\\/]RawEditor\.js$/,
    why: "the privacy policy's text box (the markdown widget's raw mode, the only one its field allows) is named by its field's label («Text»), as every other field is: a text box of contenteditable is not named by a <label> (WCAG 4.1.2, axe's aria-input-field-name)",
    replace: [
      [
        '}) => _jsx(Editable, {\n          className:',
        '}) => _jsx(Editable, {\n          "aria-label": field.get("label", field.get("name")),\n          className:',
      ],
    ],
  },
  {
    file: /decap-cms-core[\\/]dist[\\/]esm[\\/]components[\\/]MediaLibrary[\\/]MediaLibraryCard\.js$/,
    why: 'a picture of the media library has its file\'s name written below it: the picture itself is decoration (alt=""), where axe found images without a text alternative (WCAG 1.1.1, critical)',
    replace: [
      [
        '_jsx(CardImage, {\n          loading: "lazy",',
        '_jsx(CardImage, {\n          alt: "",\n          loading: "lazy",',
      ],
    ],
  },
  {
    file: /decap-cms-core[\\/]dist[\\/]esm[\\/]components[\\/]MediaLibrary[\\/]MediaLibraryCard\.js$/,
    why: "a card of the media library is chosen by keyboard as by a click (WCAG 2.1.1): Decap gave it tabIndex -1 and only an onClick, so no picture could be chosen to delete, download or insert it; now it is a stop of the Tab key, a button that Enter and Space press, named by its file, saying whether it is chosen (aria-pressed), with the app's focus ring (src/admin/focus.css, class redaktion-medium)",
    replace: [
      [
        '      onClick: onClick,\n      width: "100%",\n      height: height,\n      margin: margin,\n      tabIndex: "-1",\n      isPrivate: isPrivate,',
        `      onClick: onClick,
      onKeyDown: event => {
        if (event.target !== event.currentTarget || event.repeat || (event.key !== "Enter" && event.key !== " ")) return;
        event.preventDefault();
        onClick();
      },
      role: "button",
      "aria-pressed": Boolean(isSelected),
      "aria-label": isDraft ? text + " (" + draftText + ")" : text,
      className: "redaktion-medium",
      width: "100%",
      height: height,
      margin: margin,
      tabIndex: 0,
      isPrivate: isPrivate,`,
      ],
    ],
  },
  {
    file: /decap-cms-core[\\/]dist[\\/]esm[\\/]components[\\/]MediaLibrary[\\/]MediaLibraryCardGrid\.js$/,
    why: "the box around each card of the media library's scrolling grid is no stop of the Tab key that does nothing (Decap gave it tabIndex 0): the card inside it is the stop (the patch of MediaLibraryCard.js)",
    replace: [
      ['  return _jsx("div", {\n    tabIndex: "0",\n    style: {', '  return _jsx("div", {\n    style: {'],
    ],
  },
  {
    file: /decap-cms-core[\\/]dist[\\/]esm[\\/]components[\\/]UI[\\/]FileUploadButton\.js$/,
    why: "«Hochladen» is one stop of the Tab key, and Enter or Space there opens the browser's file chooser, as on any button (WCAG 2.1.1, 2.4.7): Decap made the label a stop, where the keys did nothing; now only the file field inside it is, named «Hochladen» by its label (src/admin/focus.css makes it reachable and draws the ring on the label), and Enter opens the chooser there too, which Chromium's file field does only on Space",
    replace: [
      ['  return _jsxs("label", {\n    tabIndex: \'0\',\n', '  return _jsxs("label", {\n'],
      [
        "      accept: imagesOnly ? 'image/*' : '*/*',\n      onChange: onChange,",
        `      accept: imagesOnly ? 'image/*' : '*/*',
      onKeyDown: event => {
        if (event.key !== "Enter" || event.repeat) return;
        event.preventDefault();
        event.currentTarget.click();
      },
      onChange: onChange,`,
      ],
    ],
  },
  {
    file: /decap-cms-core[\\/]dist[\\/]esm[\\/]components[\\/]MediaLibrary[\\/]MediaLibraryHeader\.js$/,
    why: "the media library's heading («Medien», «Bilder») gets an id, by which its dialog is named (the patch of UI/Modal.js)",
    replace: [
      [
        '    }), _jsx(LibraryTitle, {\n      isPrivate: isPrivate,',
        '    }), _jsx(LibraryTitle, {\n      id: "redaktion-medien-titel",\n      isPrivate: isPrivate,',
      ],
    ],
  },
  {
    file: /decap-cms-core[\\/]dist[\\/]esm[\\/]components[\\/]UI[\\/]Modal\.js$/,
    why: "the media library's dialog is named by its heading, so a screen reader says «Medien, Dialog» as it opens (WCAG 4.1.2; ARIA requires a dialog to have a name): Decap's Modal had none; the media library is the only one that uses it",
    replace: [
      [
        '          isOpen: isOpen,\n          onRequestClose: onClose,',
        '          isOpen: isOpen,\n          aria: { labelledby: "redaktion-medien-titel" },\n          onRequestClose: onClose,',
      ],
    ],
  },
  {
    file: /decap-cms-core[\\/]dist[\\/]esm[\\/]components[\\/]MediaLibrary[\\/]MediaLibrarySearch\.js$/,
    why: "the media library's search field is a search field named by what it searches («Medien nach Namen suchen», WCAG 1.3.1, 4.1.2): Decap's was a plain text field named only by its placeholder «Suchen...», which is gone once something is typed; the name contains the visible word «suchen» (2.5.3)",
    replace: [
      [
        '    }), _jsx(SearchInput, {\n      value: value,',
        '    }), _jsx(SearchInput, {\n      type: "search",\n      "aria-label": "Medien nach Namen suchen",\n      value: value,',
      ],
    ],
  },
  {
    file: /decap-cms-core[\\/]dist[\\/]esm[\\/]actions[\\/]entries\.js$/,
    why: "Decap's own refusal of a save (a required field empty, a text of the wrong form) hands its errors to src/admin/refused-save.ts, which moves the focus to the first field and says them, as it does for our rules' refusals (WCAG 3.3.1, 4.1.3): Decap only coloured the field and left the focus on «Veröffentlichen»",
    replace: [
      [
        '    if (!fieldsErrors.isEmpty()) {\n',
        "    if (!fieldsErrors.isEmpty()) {\n      document.dispatchEvent(new CustomEvent('redaktion:feldfehler', { detail: fieldsErrors.toJS() }));\n",
      ],
    ],
  },
  {
    file: /decap-cms-core[\\/]dist[\\/]esm[\\/]components[\\/]Editor[\\/]EditorPreviewPane[\\/]EditorPreviewPane\.js$/,
    why: 'the preview frame has a title a screen reader names it by («Vorschau: Diepoldsau») and its page a language (WCAG 4.1.2, 3.1.1)',
    replace: [
      [
        '<html>\n  <head><base target="_blank"/></head>',
        '<html lang="de-CH">\n  <head><base target="_blank"/></head>',
      ],
      [
        '      children: _jsx(PreviewPaneFrame, {\n        id: "preview-pane",\n        head: styleEls,\n        initialContent: initialContent,',
        '      children: _jsx(PreviewPaneFrame, {\n        id: "preview-pane",\n        title: "Vorschau: " + (previewEntry.getIn(["data", "name"]) || collection.get("label_singular") || collection.get("label")),\n        head: styleEls,\n        initialContent: initialContent,',
      ],
    ],
  },
  {
    file: /decap-cms-lib-widgets[\\/]dist[\\/]esm[\\/]stringTemplate\.js$/,
    why: "the list of municipalities says where each campaign stands («läuft bis 12. Januar 2027»): the summary's filter campaignPhase hands the campaign to src/admin/phase-summary.ts, as Decap's own filters cannot compare days",
    replace: [
      [
        'const filters = [{\n  pattern: /^upper$/,',
        "const filters = [{\n  pattern: /^campaignPhase$/,\n  transform: str => typeof globalThis.redaktionPhase === 'function' ? globalThis.redaktionPhase(str) : ''\n}, {\n  pattern: /^upper$/,",
      ],
    ],
  },
  {
    file: /decap-cms-core[\\/]dist[\\/]esm[\\/]components[\\/]Editor[\\/]EditorToolbar\.js$/,
    why: "the toolbar says where the saved entry stands on the site (src/admin/publish-status.tsx: «Gespeichert. Die Website wird neu gebaut …», «Online seit 14:32», «Rückgängig machen», «Verlauf ansehen») in the place of Decap's «Prüfen, ob es eine Vorschau gibt», which asked the git host for a deploy preview every 5 seconds and found none with this set-up",
    replace: [
      [
        `  renderSimpleDeployPreviewControls = () => {
    const {
      hasChanged,
      isNewEntry,
      t
    } = this.props;
    if (!isNewEntry && !hasChanged) {
      return this.renderDeployPreviewControls(t('editor.editorToolbar.deployButtonLabel'));
    }
  };`,
        '  renderSimpleDeployPreviewControls = () => _jsx("redaktion-stand", {});',
      ],
      [
        `      loadDeployPreview({
        maxAttempts: 24,
        signal: this._pollController.signal
      });`,
        '      void loadDeployPreview;',
      ],
      [
        `      loadDeployPreview({
        maxAttempts: 3,
        signal: this._pollController.signal
      });`,
        '      void loadDeployPreview;',
      ],
    ],
  },
  {
    file: /decap-cms-core[\\/]dist[\\/]esm[\\/]components[\\/]Collection[\\/]Entries[\\/]EntryCard\.js$/,
    why: 'each entry of a list says whether what is saved is online (src/admin/publish-status.tsx: «Online», «Noch nicht online», «Entwurf»), beside its name in the list and the grid',
    replace: [
      [
        '  getAsset,\n  t\n}) {\n',
        '  getAsset,\n  entry,\n  t\n}) {\n  const online = entry && entry.get("path") ? _jsx("redaktion-online", { "data-path": entry.get("path") }, "online") : null;\n',
      ],
      [
        '            children: workflowStatus && _jsx(WorkflowBadge, {\n              status: workflowStatus,\n              children: getStatusLabel(workflowStatus)\n            })',
        '            children: [online, workflowStatus && _jsx(WorkflowBadge, {\n              status: workflowStatus,\n              children: getStatusLabel(workflowStatus)\n            }, "workflow")]',
      ],
      [
        '              children: workflowStatus && _jsx(WorkflowBadge, {\n                status: workflowStatus,\n                children: getStatusLabel(workflowStatus)\n              })',
        '              children: [online, workflowStatus && _jsx(WorkflowBadge, {\n                status: workflowStatus,\n                children: getStatusLabel(workflowStatus)\n              }, "workflow")]',
      ],
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
