import { useEffect, useRef, useState } from 'react';
import { boxAttributes, type ControlProps } from './control-box.ts';

// A choice of fixed values, shown in German, as the browser's own drop-down list (<select>). Decap's
// select and relation widgets draw theirs with react-select, whose notices («No options», «Loading
// options…») and screen-reader announcements are English and have no locale key; the browser's list has no
// words of its own, works with the keyboard and a screen reader as everywhere else, and fits a phone.
// Its choices are either fixed (`options`: value and German label) or the entries of a collection
// (`choices_from`: the home municipality is one of the municipalities switched on), read live, so that one
// switched on a moment ago is offered.

export const CHOICE_WIDGET = 'auswahl';

interface Choice {
  value: string;
  label: string;
}

/** Entries of a collection as choices: stored by file name, shown by a field, only where a switch is on. */
export interface ChoicesFrom {
  collection: string;
  label_field: string;
  only_if: string;
}

/** The words of the list's first line, which stands for "nothing chosen". */
const NOTHING_CHOSEN = {
  required: 'Bitte wählen …',
  optional: '(keine Angabe)',
  loading: 'Wird geladen …',
};

interface Hit {
  slug: string;
  data: Record<string, unknown>;
}
type Query = (
  namespace: string,
  collection: string,
  searchFields: string[],
  term: string,
) => Promise<{ payload?: { hits?: Hit[] } }>;

/** The choices an entry list offers, by label. */
const choicesOf = (hits: Hit[], from: ChoicesFrom): Choice[] =>
  hits
    .filter((hit) => hit.data[from.only_if] === true)
    .map((hit) => ({ value: hit.slug, label: String(hit.data[from.label_field] ?? hit.slug) }))
    .sort((a, b) => a.label.localeCompare(b.label, 'de-CH'));

export function ChoiceControl({ field, value, onChange, query, ...box }: ControlProps & { query: Query }) {
  const { forID } = box;
  const fixed = (field.get('options')?.toJS() as Choice[] | undefined) ?? [];
  const from = field.get('choices_from')?.toJS() as ChoicesFrom | undefined;
  const [loaded, setLoaded] = useState<Choice[] | null>(null);
  // By value: Decap may build the field's configuration anew on a render, and the list is read once.
  const fromKey = JSON.stringify(from ?? null);
  // Read once per field shown: Decap may hand over a new `query` function on any render.
  const queryRef = useRef(query);
  queryRef.current = query;

  useEffect(() => {
    const source = JSON.parse(fromKey) as ChoicesFrom | null;
    if (!source) return undefined;
    let current = true;
    queryRef.current(forID, source.collection, [source.label_field], '').then((action) => {
      if (current) setLoaded(choicesOf(action.payload?.hits ?? [], source));
    });
    return () => {
      current = false;
    };
  }, [fromKey, forID]);

  const choices = from ? (loaded ?? []) : fixed;
  const loading = from !== undefined && loaded === null;
  const required = field.get('required') !== false;
  const chosen = value ?? '';
  // A value the list does not offer (a file edited by hand) stays, and shows, until another is chosen.
  const unknown = chosen !== '' && !choices.some((choice) => choice.value === chosen);
  return (
    <select
      {...boxAttributes(box)}
      // Decap's page styles indent every <select> by 14 px; its text lines up with the text boxes' instead.
      style={{ textIndent: 0 }}
      value={chosen}
      aria-busy={loading}
      onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}
    >
      {(chosen === '' || !required) && (
        <option value="" disabled={required}>
          {loading ? NOTHING_CHOSEN.loading : required ? NOTHING_CHOSEN.required : NOTHING_CHOSEN.optional}
        </option>
      )}
      {unknown && (
        <option value={chosen}>{loading ? `${chosen} (${NOTHING_CHOSEN.loading})` : chosen}</option>
      )}
      {choices.map((choice) => (
        <option key={choice.value} value={choice.value}>
          {choice.label}
        </option>
      ))}
    </select>
  );
}
