import { vi } from 'vitest';

// A widget's control as Decap drives it, for the widgets' component tests (src/admin/*-widget.test.tsx).

/** A field as Decap hands it over: an Immutable map, of which the widgets use get() and, on a list, toJS(). */
export const decapField = (config: Record<string, unknown>) => ({
  get: (key: string) => {
    const value = config[key];
    return value !== null && typeof value === 'object' ? { toJS: () => value } : value;
  },
});

/**
 * The props Decap gives every control beside its value (src/admin/control-box.ts): the field made of
 * `config`, the id `forID`, the box's class "box", and onChange and the box's active styles as spies.
 */
export const controlProps = (config: Record<string, unknown>, forID: string) => ({
  field: decapField(config) as never,
  forID,
  classNameWrapper: 'box',
  onChange: vi.fn(),
  setActiveStyle: vi.fn(),
  setInactiveStyle: vi.fn(),
});
