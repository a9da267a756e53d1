import { boxAttributes, type ControlProps } from './control-box.ts';

// A day (src/content/schema/fields.ts, `day`), picked in the browser's own date field (<input type="date">)
// and stored as the files write it, 2026-03-12. Decap's datetime widget draws a calendar of its own that
// trapped the keyboard (a Tab walk through an editor met 400 stops and never left the form); the browser's
// field is a few stops (day, month, year, and its calendar button where the browser has one), shows and
// reads the day in the browser's language (12.03.2026 in German), can be typed or picked, and holds only
// days that exist. The check before saving (src/admin/check-entry.ts) tests the day as the file will hold it.

export const DATE_WIDGET = 'datum';

/** The years a day of this site can have, as the schema's `year` allows: keeps the year field at 4 digits. */
export const DAY_RANGE = { min: '2000-01-01', max: '2100-12-31' } as const;

/** The value Decap hands over as the field's day, '' when it has none (a Date from a parser: its UTC day). */
export function shownDay(value: unknown): string {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 10);
  return typeof value === 'string' ? value : '';
}

/** What the file keeps for the field's value: the day as the field writes it, nothing for an emptied field. */
export const storedDay = (input: string): string | undefined => (input === '' ? undefined : input);

export function DateControl({ field, value, onChange, ...box }: ControlProps) {
  const min = (field.get('min') as string | undefined) ?? DAY_RANGE.min;
  const max = (field.get('max') as string | undefined) ?? DAY_RANGE.max;
  return (
    <input
      type="date"
      {...boxAttributes(box)}
      value={shownDay(value)}
      min={min}
      max={max}
      // While a day is half typed (day and month, no year yet) the field's value is '': the file keeps
      // nothing, and the required field's check names it.
      onChange={(event) => onChange(storedDay(event.target.value))}
    />
  );
}
