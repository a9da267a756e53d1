import { store } from 'decap-cms-core/dist/esm/redux';
import { buildDay } from '@/base/calendar.ts';
import { announce } from './announcer.ts';
import { appContent } from './app-content.ts';
import { checkEntry, entryKind } from './check-entry.ts';
import { newMunicipalitySlug } from './new-slug.ts';
import { type Edit, pagesOf, pageWeigher } from './page-weight.ts';
import { editTexts, pagesOver, shownTexts, type WeightWarning, weightWarning } from './weight-warning.ts';

// While an entry is edited, whether it would make a page too large for a phone's first round trip
// (page-weight.ts): the warning stands at the top of the form, in view while the form scrolls (open on a
// wide screen; on a phone, where the preview is left out, one line that opens in place), and the live region
// says it once when it appears. After a save the app's «Gespeichert» says it again (main.tsx). Decap names no
// event for a change to the form, so the entry is read from its store. Without a build to compare with
// (app-content.ts) nothing is said.

const WARNING_ID = 'redaktion-seitengewicht';
/** Decap's scrolling box around the form (its class names name its parts). */
const FORM_SCROLLER = '[class*="-PreviewPaneContainer-ControlPaneContainer"]';
/** Where the preview is shown beside the form (narrow.css leaves it out below). */
const WIDE = '(min-width: 800px)';

/** Decap's entry: an Immutable map, of which only get() and the data's toJS() are used. */
interface DecapEntry {
  get(key: string): unknown;
}

/** The edit a Decap entry holds, or undefined when it is no content file or breaks a rule (then not shown). */
function editOf(entry: DecapEntry): Edit | undefined {
  const kind = entryKind(String(entry.get('collection') ?? ''), String(entry.get('slug') ?? ''));
  const data = (entry.get('data') as { toJS?: () => unknown } | undefined)?.toJS?.() as
    | Record<string, unknown>
    | undefined;
  if (!kind || !data || checkEntry(kind, data, appContent.site).length > 0) return undefined;
  const isNew = entry.get('newRecord') === true && kind === 'municipality';
  const slug = isNew ? newMunicipalitySlug(String(data.name ?? '')) : String(entry.get('slug') ?? '');
  return { kind, data, slug };
}

const weigh = pageWeigher();

/** The warning for `edit`, or undefined when its pages fit the first round trip (or nothing was built). */
async function warningFor(edit: Edit): Promise<WeightWarning | undefined> {
  const pages = await weigh(pagesOf(edit, appContent, buildDay()));
  // The texts are named only when there is something to say, and only those the pages past it show.
  const over = pagesOver(pages);
  return over.length > 0 ? weightWarning(pages, shownTexts(editTexts(edit, appContent), over)) : undefined;
}

/** The warning's box: a summary line, opened to its reasons and the longest texts. */
function fill(box: HTMLDetailsElement, warning: WeightWarning) {
  const document = box.ownerDocument;
  const element = <K extends keyof HTMLElementTagNameMap>(tag: K, text = '') => {
    const made = document.createElement(tag);
    made.textContent = text;
    return made;
  };
  const list = element('ul');
  list.append(...warning.longest.map((text) => element('li', text)));
  box.replaceChildren(
    element('summary', warning.summary),
    element('p', warning.reason),
    ...(warning.longest.length > 0 ? [list] : []),
    element('p', warning.closing),
  );
}

/** The warning shown, and the box that shows it. */
let shown: WeightWarning | undefined;
let box: HTMLDetailsElement | undefined;

/** Keeps a field the focus moves to in view below the box, where it stays at the top (weight-warning.css). */
function pad() {
  const scroller = box?.parentElement;
  if (!box || !scroller) return;
  const sticky = getComputedStyle(box).position === 'sticky';
  scroller.style.scrollPaddingTop = sticky ? `${box.offsetHeight + 8}px` : '';
}

/** Puts the box at the top of the form Decap shows now (it draws a new one for each entry). */
function place(document: Document) {
  const scroller = document.querySelector<HTMLElement>(FORM_SCROLLER);
  if (!box || !scroller || box.parentElement === scroller) return;
  box.open = document.defaultView?.matchMedia(WIDE).matches ?? true;
  scroller.prepend(box);
  pad();
}

/** Shows `warning` (none: removes the box); says it when it appears. */
function show(warning: WeightWarning | undefined, document: Document, say = true) {
  if (warning && !shown && say) announce(warning.message);
  shown = warning;
  if (!warning) {
    const scroller = box?.parentElement;
    box?.remove();
    if (scroller) scroller.style.scrollPaddingTop = '';
    return;
  }
  if (!box) {
    box = document.createElement('details');
    box.id = WARNING_ID;
    box.className = WARNING_ID;
    // Opened, closed, or its texts changed.
    new ResizeObserver(pad).observe(box);
  }
  fill(box, warning);
  place(document);
}

/** The entry's warning right after it was saved, for the app's «Gespeichert» to say; shown too. */
export async function warningAfterSave(entry: DecapEntry, document: Document): Promise<string | undefined> {
  if (!appContent.built) return undefined;
  const edit = editOf(entry);
  const warning = edit && (await warningFor(edit));
  show(warning, document, false);
  return warning?.message;
}

/** Follows the entry being edited in Decap's store and shows its warning in `document`. */
export function startWeightWatch(document: Document) {
  if (!appContent.built) return;
  let data: unknown;
  let which = '';
  let timer: ReturnType<typeof setTimeout> | undefined;
  let run = 0;
  store.subscribe(() => {
    const entry = store.getState().entryDraft?.get('entry') as DecapEntry | undefined;
    const now = entry?.get('data');
    if (now === data) return;
    data = now;
    // Another entry (or none): its warning is its own, said when it appears.
    const id = `${String(entry?.get('collection') ?? '')}/${String(entry?.get('slug') ?? '')}`;
    if (id !== which || !now) show(undefined, document);
    which = id;
    clearTimeout(timer);
    // A weighing still under way is for data no longer in the form.
    const mine = ++run;
    if (!entry || !now) return;
    // Weighed once typing pauses: each weighing renders and compresses the pages it changes.
    timer = setTimeout(async () => {
      const edit = editOf(entry);
      if (!edit) return;
      try {
        const warning = await warningFor(edit);
        if (mine === run) show(warning, document);
      } catch {
        // A page the files as built no longer render (a legal text older than today's checks): nothing to
        // compare with, so the warning stays as it was.
      }
    }, 300);
  });
  // Decap draws the form anew (another entry, the same one after a save): the box goes back to its top.
  new MutationObserver(() => {
    if (shown) place(document);
  }).observe(document.body, { childList: true, subtree: true });
}
