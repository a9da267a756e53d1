// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/dom';
import { afterEach, describe, expect, it } from 'vitest';
import { startAnnouncer } from './announcer.ts';
import { clearRefusal, FIELD_ERRORS, fieldOf, showRefusal, startFieldErrors } from './refused-save.ts';

// A form as Decap draws it: each field's label names its input by `for`; a list entry's box holds its top
// bar (whose toggle says whether it is open) and its fields, left out of view while it is closed.
function form() {
  document.body.innerHTML = `
    <label for="total">total</label><input id="total">
    <label for="fossil">fossil geheizt</label><input id="fossil">
    ${[1, 2]
      .map(
        (n) => `<div class="entry">
          <div class="top-bar"><button aria-expanded="false" aria-label="Partner ${n} aufklappen"></button></div>
          <div class="fields" hidden><label for="type-${n}">Typ<span> (optional)</span></label><select id="type-${n}"></select></div>
        </div>`,
      )
      .join('')}`;
  for (const toggle of document.querySelectorAll<HTMLButtonElement>('button[aria-expanded]'))
    toggle.addEventListener('click', () => {
      toggle.setAttribute('aria-expanded', 'true');
      toggle.closest('.entry')?.querySelector('.fields')?.removeAttribute('hidden');
    });
}

const SUM =
  'Einfamilienhäuser, fossil geheizt: Erneuerbar 312 + fossil 1250 = 1562, aber total ist 1567. Erwartet, dass beide zusammen das Total ergeben.';
const TYPE = 'Partner 2, Typ: Der Typ steht schon bei Partner 1.';

describe('a refused save', () => {
  afterEach(() => {
    document.body.replaceChildren();
  });

  it('finds the field a message names by its label, the nth of a list by the entry’s number', () => {
    form();
    expect(fieldOf(SUM, document)?.id).toBe('fossil');
    expect(fieldOf(TYPE, document)?.id).toBe('type-2');
    expect(fieldOf('Reihen: zu viele.', document)).toBeNull();
  });

  it('moves the focus to the first field named, marked invalid and described by its message', async () => {
    form();
    showRefusal([SUM, TYPE], document);
    const field = screen.getByLabelText('fossil geheizt');
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect(field.getAttribute('aria-invalid')).toBe('true');
    const message = document.getElementById(field.getAttribute('aria-describedby') ?? '');
    expect(message?.textContent).toBe(SUM);
  });

  it('opens the closed list entry of the field before focusing it', async () => {
    form();
    showRefusal([TYPE], document);
    const field = document.getElementById('type-2');
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect(screen.getByRole('button', { name: 'Partner 2 aufklappen' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
    expect(screen.getByRole('button', { name: 'Partner 1 aufklappen' }).getAttribute('aria-expanded')).toBe(
      'false',
    );
  });

  it('says the whole refusal in the live region', async () => {
    const region = startAnnouncer(document);
    form();
    showRefusal([SUM, TYPE], document);
    await waitFor(() => expect(region.textContent).toBe(`Nicht gespeichert. ${SUM} ${TYPE}`));
  });

  it('leaves no mark once the field is typed in, or the next save is done', () => {
    form();
    showRefusal([SUM], document);
    const field = screen.getByLabelText('fossil geheizt');
    field.dispatchEvent(new Event('input'));
    expect(field.hasAttribute('aria-invalid')).toBe(false);
    expect(field.hasAttribute('aria-describedby')).toBe(false);
    showRefusal([SUM], document);
    clearRefusal(document);
    expect(document.querySelectorAll('[aria-invalid]')).toHaveLength(0);
    expect(document.body.textContent).not.toContain(SUM);
  });

  it('takes Decap’s own refusal: the first field of the form in error, each message with its label', async () => {
    const region = startAnnouncer(document);
    form();
    startFieldErrors(document);
    // Decap's order is that of its checks; the form has «total» first.
    const detail = {
      fossil: [{ message: 'fossil geheizt: Dieses Feld ist leer. Erwartet einen Wert.' }],
      total: [{ message: 'Erwartet eine ganze Zahl.' }],
    };
    document.dispatchEvent(new CustomEvent(FIELD_ERRORS, { detail }));
    const total = screen.getByLabelText('total');
    await waitFor(() => expect(document.activeElement).toBe(total));
    expect(total.getAttribute('aria-invalid')).toBe('true');
    // Decap shows the message at the field: ours describes the field without showing the words twice.
    const message = document.getElementById(total.getAttribute('aria-describedby') ?? '');
    expect(message?.textContent).toBe('total: Erwartet eine ganze Zahl.');
    expect(message?.hidden).toBe(true);
    await waitFor(() =>
      expect(region.textContent).toBe(
        'Nicht gespeichert. total: Erwartet eine ganze Zahl. fossil geheizt: Dieses Feld ist leer. Erwartet einen Wert.',
      ),
    );
  });
});
