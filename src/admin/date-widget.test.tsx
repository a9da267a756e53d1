// @vitest-environment jsdom
import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { controlProps } from '../../tests/support/decap-control.ts';
import { DAY_RANGE, DateControl, shownDay, storedDay } from './date-widget.tsx';

// The widget as Decap drives it (tests/support/decap-control.ts): a field, the value, onChange, and the
// active styles.

function show(value?: unknown, config: Record<string, unknown> = {}) {
  const props = controlProps({ label: 'Start', ...config }, 'start-1');
  const { container } = render(<DateControl {...props} value={value as string | undefined} />);
  const input = container.querySelector('input') as HTMLInputElement;
  return { input, ...props };
}

describe('DateControl: a day in the browser’s own date field', () => {
  it('is a date field, named by the field’s label through its id, in Decap’s box', () => {
    const { input } = show('2026-03-12');
    expect(input.type).toBe('date');
    expect(input.id).toBe('start-1');
    expect(input.className).toBe('box');
  });

  it('shows the file’s day and hands over the day picked, as the file writes it', () => {
    const { input, onChange } = show('2026-03-12');
    expect(input.value).toBe('2026-03-12');
    fireEvent.change(input, { target: { value: '2026-04-01' } });
    expect(onChange).toHaveBeenCalledWith('2026-04-01');
  });

  it('leaves the value out when the field is emptied', () => {
    const { input, onChange } = show('2026-03-12');
    fireEvent.change(input, { target: { value: '' } });
    expect(onChange).toHaveBeenCalledWith(undefined);
  });

  it('is empty for a field without a day', () => {
    expect(show(undefined).input.value).toBe('');
  });

  it('keeps the year to the site’s years, or the field’s own limits', () => {
    const { input } = show('2026-03-12');
    expect([input.min, input.max]).toEqual([DAY_RANGE.min, DAY_RANGE.max]);
    const limited = show('2026-03-12', { min: '2026-01-01', max: '2026-12-31' }).input;
    expect([limited.min, limited.max]).toEqual(['2026-01-01', '2026-12-31']);
  });

  it('marks Decap’s box active while it has the focus', () => {
    const { input, setActiveStyle, setInactiveStyle } = show('2026-03-12');
    fireEvent.focus(input);
    expect(setActiveStyle).toHaveBeenCalledOnce();
    fireEvent.blur(input);
    expect(setInactiveStyle).toHaveBeenCalledOnce();
  });
});

describe('the day shown and the day stored', () => {
  it('shows a day as the file writes it, and nothing for no day', () => {
    expect(shownDay('2026-03-12')).toBe('2026-03-12');
    expect(shownDay(undefined)).toBe('');
    expect(shownDay(null)).toBe('');
  });

  it('shows a day a parser made a Date of (a YAML front matter) as its day', () => {
    expect(shownDay(new Date(Date.UTC(2021, 9, 13)))).toBe('2021-10-13');
    expect(shownDay(new Date(Number.NaN))).toBe('');
  });

  it('stores the field’s day, and nothing for an emptied field', () => {
    expect(storedDay('2026-03-12')).toBe('2026-03-12');
    expect(storedDay('')).toBeUndefined();
  });
});
