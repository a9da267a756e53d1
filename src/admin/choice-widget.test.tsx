// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { controlProps } from '../../tests/support/decap-control.ts';
import { ChoiceControl } from './choice-widget.tsx';

// The widget as Decap drives it (tests/support/decap-control.ts): a field, the value, onChange, and for a
// collection's entries the `query` action.

const TYPES = [
  { value: 'municipality', label: 'Gemeinde' },
  { value: 'energy-supplier', label: 'Energieversorger' },
];

function show(config: Record<string, unknown>, value?: string, query = vi.fn()) {
  const props = controlProps({ label: 'Typ', ...config }, 'type-1');
  render(<ChoiceControl {...props} value={value} query={query} />);
  const select = screen.getByRole('combobox') as HTMLSelectElement;
  const options = () => [...select.options].map((option) => option.text);
  return { select, options, onChange: props.onChange, query };
}

describe('ChoiceControl: a German choice as the browser’s own list', () => {
  it('lists fixed values by their German names and hands over the value the file keeps', () => {
    const { select, options, onChange } = show({ options: TYPES, required: true }, 'municipality');
    expect(options()).toEqual(['Gemeinde', 'Energieversorger']);
    expect(select.value).toBe('municipality');
    fireEvent.change(select, { target: { value: 'energy-supplier' } });
    expect(onChange).toHaveBeenCalledWith('energy-supplier');
  });

  it('asks for a choice while a required field has none, and offers no empty choice', () => {
    const { select, options } = show({ options: TYPES, required: true });
    expect(options()).toEqual(['Bitte wählen …', 'Gemeinde', 'Energieversorger']);
    expect(select.options[0]?.disabled).toBe(true);
  });

  it('lets an optional field be emptied, which leaves the value out', () => {
    const { options, select, onChange } = show({ options: TYPES, required: false }, 'municipality');
    expect(options()[0]).toBe('(keine Angabe)');
    fireEvent.change(select, { target: { value: '' } });
    expect(onChange).toHaveBeenCalledWith(undefined);
  });

  it('keeps and shows a value the list does not offer (a file edited by hand)', () => {
    const { select, options } = show({ options: TYPES, required: true }, 'gemeinde');
    expect(select.value).toBe('gemeinde');
    expect(options()).toContain('gemeinde');
  });

  it('offers a collection’s entries whose switch is on, by name, read once', async () => {
    let answer: (hits: unknown) => void = () => {};
    const query = vi.fn(
      () =>
        new Promise((done) => {
          answer = (hits) => done({ payload: { hits } });
        }),
    );
    const from = { collection: 'municipalities', label_field: 'name', only_if: 'published' };
    const { select, options } = show({ choices_from: from, required: true }, 'diepoldsau', query);
    expect(query).toHaveBeenCalledWith('type-1', 'municipalities', ['name'], '');
    // While it loads, the value stays, marked as loading.
    expect(select.getAttribute('aria-busy')).toBe('true');
    expect(options()).toEqual(['diepoldsau (Wird geladen …)']);
    await act(async () =>
      answer([
        { slug: 'st-gallen', data: { name: 'St. Gallen', published: true } },
        { slug: 'neuenegg', data: { name: 'Neuenegg', published: false } },
        { slug: 'diepoldsau', data: { name: 'Diepoldsau', published: true } },
      ]),
    );
    expect(select.getAttribute('aria-busy')).toBe('false');
    expect(options()).toEqual(['Diepoldsau', 'St. Gallen']);
    expect(select.value).toBe('diepoldsau');
    expect(query).toHaveBeenCalledTimes(1);
  });
});
