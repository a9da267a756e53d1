import { choice, text, type Words, wordsMeta } from './fields.ts';

// The copy of content/site.json: texts with placeholders, and the language of a text that is not German.
// Every area's schema (src/content/schema/site/) words its texts with these.

/** Placeholders that copy in site.json may contain; filled from the municipality file. */
const COPY_PLACEHOLDERS = ['municipality', 'target', 'campaign'] as const;

/** Said of every text that takes the municipality file's placeholders. */
export const COPY_NOTE =
  ' {municipality} wird durch den Namen der Gemeinde ersetzt, {target} durch das Ziel, {campaign} durch den Namen der Kampagne.';

/**
 * Copy shown on the page: a text of at most `max` characters whose every "{" opens a known placeholder
 * (those of the municipality file, and `also`) that is closed, so that nothing like "{municipality"
 * reaches the page literally.
 */
const copy = (max: number, also: readonly string[], required: readonly string[]) =>
  text(max).superRefine((value, ctx) => {
    // The page puts something of its own where a required placeholder stands: once, not twice.
    for (const name of required) {
      const times = value.split(`{${name}}`).length - 1;
      if (times !== 1)
        ctx.addIssue({
          code: 'custom',
          message: times
            ? `Der Platzhalter {${name}} steht ${times}-mal im Text. Erwartet ihn genau einmal.`
            : `Der Platzhalter {${name}} fehlt. Erwartet ihn genau so im Text.`,
        });
    }
    const names: readonly string[] = [...COPY_PLACEHOLDERS, ...also];
    const list = names.map((p) => `{${p}}`).join(', ');
    for (const [, name = '', closed] of value.matchAll(/\{([^{}]*)(\}?)/g)) {
      const known = names.includes(name);
      if (closed && known) continue;
      const word = /^\w*/.exec(name)?.[0] || 'municipality';
      ctx.addIssue({
        code: 'custom',
        message: closed
          ? `Der Platzhalter {${name}} ist unbekannt. Erwartet nur ${list} (genau so geschrieben).`
          : `Der Platzhalter "{${word}" ist nicht geschlossen. Erwartet ihn mit Klammer zu: {${word}}.`,
      });
    }
  });

/**
 * A field of copy, said by name: its limit, the placeholders it may hold besides the municipality file's
 * (`allowed`), those it must hold once (`required`), and its words.
 */
export const copyField = ({
  max,
  allowed = [],
  required = [],
  ...words
}: Words & { max: number; allowed?: readonly string[]; required?: readonly string[] }) =>
  copy(max, allowed, required).meta(wordsMeta(words));

/** The languages a text may be in besides the page's German (the spec writes two messages in English), for lang. */
export const LANGUAGE_NAMES = { en: 'Englisch', fr: 'Französisch', it: 'Italienisch' } as const;

/** The language of the text `what` names, when it is not German. */
export const textLanguage = (what: string) =>
  choice(LANGUAGE_NAMES)
    .meta({
      title: `Sprache ${what}`,
      description: 'Nur wenn der Text nicht deutsch ist; fehlt das Feld, gilt Deutsch.',
      examples: ['en'],
    })
    .optional();
