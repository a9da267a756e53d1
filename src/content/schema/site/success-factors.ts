import { z } from 'zod';
import { COPY_NOTE, copyField } from '../copy.ts';
import { block, choice, valuesOf } from '../fields.ts';

// content/site.json → successFactors: the four cards of «Schlüsselfaktoren für den Erfolg».

/**
 * Icons an editor may give a success factor; src/sections/success-factors.tsx maps each to a lucide icon.
 * Every name costs bytes in the page's JavaScript (~120 B gzip), used or not: keep the list short.
 */
export const SUCCESS_FACTOR_ICON_NAMES = {
  'map-pin': 'Ortsmarke',
  smartphone: 'Smartphone',
  handshake: 'Handschlag',
  'badge-check': 'Siegel mit Haken',
  'shield-check': 'Schild mit Haken',
  users: 'Personen',
} as const;
export const SUCCESS_FACTOR_ICONS = valuesOf(SUCCESS_FACTOR_ICON_NAMES);

const successFactor = block({
  title: 'Erfolgsfaktor',
  description: 'Eine Karte: Symbol, Titel und Text.',
  fields: {
    icon: choice(SUCCESS_FACTOR_ICON_NAMES).meta({
      title: 'Symbol',
      description: 'Das Symbol der Karte.',
      examples: ['handshake'],
    }),
    // A card's heading (two lines at 360 px) and its text.
    title: copyField({
      max: 60,
      title: 'Titel',
      description: `Die Überschrift der Karte.${COPY_NOTE}`,
      example: 'Hyperlokal umgesetzt',
    }),
    text: copyField({
      max: 320,
      title: 'Text',
      description: `Der Text der Karte.${COPY_NOTE}`,
      example: 'Wir arbeiten Gemeinde für Gemeinde.',
    }),
  },
});

export const successFactors = z.array(successFactor).length(4).meta({
  title: 'Erfolgsfaktoren',
  description: 'Genau vier Karten im Abschnitt «Schlüsselfaktoren für den Erfolg», in ihrer Reihenfolge.',
});

export type SuccessFactor = z.infer<typeof successFactor>;
export type SuccessFactorIcon = (typeof SUCCESS_FACTOR_ICONS)[number];
