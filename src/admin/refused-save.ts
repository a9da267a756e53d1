import { announce } from './announcer.ts';

// What an editor meets when a save is refused (src/admin/main.tsx's preSave): the focus goes to the first
// field the refusal names, marked invalid (`aria-invalid`) and described by the message shown above its
// input (`aria-describedby`), and the live region says the whole refusal. Without this the focus stayed on
// «Veröffentlichen» and the red message could only be seen. A message names its field as the form labels it:
// «Einfamilienhäuser, fossil geheizt: …», «Partner 2, Typ: …» (the second «Typ» of the form), «Name der Gemeinde: …».

export const MESSAGE_ID = 'redaktion-feldfehler';
const MARK = 'data-redaktion-fehler';

/** The text of a label of Decap's form, without its «(optional)». */
const labelText = (label: HTMLLabelElement) => (label.firstChild?.textContent ?? '').trim();

/** The label of the field `problem` names, or undefined when the form has no field of that name. */
function labelOf(problem: string, document: Document): HTMLLabelElement | undefined {
  const path = problem.split(': ')[0] ?? '';
  const parts = path.split(', ');
  const name = parts.at(-1) ?? '';
  const labels = [...document.querySelectorAll('label')].filter((label) => labelText(label) === name);
  // «Partner 2, Typ»: the second of the form's labels «Typ».
  const nth = parts.map((part) => /\s(\d+)$/.exec(part)?.[1]).find(Boolean);
  return labels[nth ? Number(nth) - 1 : 0] ?? labels[0];
}

/** The input of the field `problem` names, or null when the form has no field of that name. */
export function fieldOf(problem: string, document: Document): HTMLElement | null {
  const label = labelOf(problem, document);
  return label?.htmlFor ? document.getElementById(label.htmlFor) : null;
}

/** Removes the marks of an earlier refusal. */
export function clearRefusal(document: Document) {
  document.getElementById(MESSAGE_ID)?.remove();
  for (const field of document.querySelectorAll(`[${MARK}]`)) {
    field.removeAttribute('aria-invalid');
    field.removeAttribute('aria-describedby');
    field.removeAttribute(MARK);
  }
}

/** Opens the collapsed list entries around `field`, so that it can take the focus. */
function openEntriesAround(field: HTMLElement) {
  // A list entry's box holds its top bar, whose toggle alone says whether it is open (vite/decap-patches.ts).
  for (let box = field.parentElement; box; box = box.parentElement)
    box.querySelector<HTMLButtonElement>(':scope > * > button[aria-expanded="false"]')?.click();
}

/** Where a message goes: the field and its label, found by the message's words unless Decap named the field. */
interface Target {
  field: HTMLElement;
  label: HTMLLabelElement | undefined;
  /** Whether the message is shown under the label (Decap's own errors show it already, above the field). */
  shown: boolean;
}

/** Marks the field the first problem names, moves the focus there and says every problem. */
export function showRefusal(problems: string[], document: Document, target?: Target) {
  clearRefusal(document);
  announce(`Nicht gespeichert. ${problems.join(' ')}`);
  const first = problems[0];
  const field = target?.field ?? (first ? fieldOf(first, document) : null);
  if (!first || !field) return;
  openEntriesAround(field);
  const message = document.createElement('p');
  message.id = MESSAGE_ID;
  message.textContent = first;
  message.style.cssText = 'margin:4px 0 8px;color:#b00020;font-weight:600;font-size:14px;line-height:1.4';
  message.hidden = target?.shown === false;
  (target ? target.label : labelOf(first, document))?.after(message);
  field.setAttribute(MARK, '');
  field.setAttribute('aria-invalid', 'true');
  field.setAttribute('aria-describedby', MESSAGE_ID);
  field.addEventListener('input', () => clearRefusal(document), { once: true });
  // After Decap has drawn its refusal and the opened entry: the field must be shown to take the focus.
  requestAnimationFrame(() => field.focus());
}

/** The document event by which Decap's patched save (vite/decap-patches.ts) hands over its fields' errors. */
export const FIELD_ERRORS = 'redaktion:feldfehler';

/** Decap's errors by field id (its fieldsErrors: a field empty that must be filled, a pattern not met). */
export type FieldErrors = Record<string, { message?: unknown }[]>;

/**
 * Decap's own refusal of a save (a required field left empty, a text of the wrong form) treated as ours:
 * without this Decap only coloured the field and showed a toast, and the focus stayed on «Veröffentlichen».
 * Each message is said with its field's label; the focus goes to the first field of the form in error.
 */
export function showFieldErrors(errors: FieldErrors, document: Document) {
  const labels = [...document.querySelectorAll('label')];
  const found = Object.entries(errors).flatMap(([id, list]) => {
    const field = document.getElementById(id);
    const label = labels.find((l) => l.htmlFor === id);
    const name = label ? labelText(label) : '';
    return list
      .map(({ message }) => (typeof message === 'string' ? message : ''))
      .filter(Boolean)
      .map((message) => ({
        field,
        label,
        message: name && !message.startsWith(name) ? `${name}: ${message}` : message,
      }));
  });
  // In the order of the form, not of Decap's checks.
  const inForm = (a: HTMLElement | null, b: HTMLElement | null) =>
    !a || !b
      ? a
        ? -1
        : b
          ? 1
          : 0
      : a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING
        ? -1
        : 1;
  found.sort((a, b) => inForm(a.field, b.field));
  const first = found[0];
  showRefusal(
    found.map(({ message }) => message),
    document,
    first?.field ? { field: first.field, label: first.label, shown: false } : undefined,
  );
}

/** Listens for Decap's refusals (FIELD_ERRORS) in `document`. */
export function startFieldErrors(document: Document) {
  document.addEventListener(FIELD_ERRORS, (event) =>
    showFieldErrors((event as CustomEvent<FieldErrors>).detail ?? {}, document),
  );
}
