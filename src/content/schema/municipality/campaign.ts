import { z } from 'zod';
import { buildDay, isDay, writtenDay } from '../../../base/calendar.ts';
import { CAMPAIGN_DAYS, campaignEnd } from '../../campaign-days.ts';
import { block, count, day, MAX_HOUSES } from '../fields.ts';

// A municipality's campaign: its days, its progress while it runs and its result once it is over, and the
// rules that hold them against each other and the day of the build (its length and last day:
// src/content/campaign-days.ts).

export const campaign = block({
  title: 'Kampagne',
  description: `Die ${CAMPAIGN_DAYS} Tage der Kampagne. Die Seite richtet sich nach dem Tag, an dem sie gebaut wird: angekündigt, läuft, abgeschlossen.`,
  fields: {
    start: day.meta({
      title: 'Start',
      description: `Der erste der ${CAMPAIGN_DAYS} Tage.`,
      examples: ['2026-03-01'],
    }),
    end: day
      .meta({
        title: 'Ende',
        description: `Freiwillig: der letzte Tag. Ohne dieses Feld dauert die Kampagne ${CAMPAIGN_DAYS} Tage, Start und letzter Tag mitgezählt.`,
        examples: ['2026-06-08'],
      })
      .optional(),
    placeholder: z
      .boolean()
      .meta({
        title: 'Daten noch offen',
        description:
          'Eingeschaltet: Start und Ende sind vorläufig. Die Seite zeigt sie; die Startkontrolle (npm run launch-check) meldet sie, bis das Feld gelöscht oder ausgeschaltet ist.',
        examples: [true],
      })
      .optional(),
  },
});

export const progress = block({
  title: 'Zwischenstand',
  description: 'Freiwillig, während die Kampagne läuft: so viele Heizungen sind bis jetzt ersetzt.',
  fields: {
    replaced: count.meta({
      title: 'Ersetzte Heizungen',
      description: 'So viele fossile Heizungen sind bis zum Stichtag ersetzt.',
      examples: [37],
    }),
    asOf: day.meta({
      title: 'Stand vom',
      description: 'Der Tag, von dem die Zahl stammt: innerhalb der Kampagne und nicht in der Zukunft.',
      examples: ['2026-03-12'],
    }),
  },
}).optional();

export const result = block({
  title: 'Ergebnis',
  description: 'Erst nach dem letzten Tag: was die Kampagne erreicht hat.',
  fields: {
    replaced: count.meta({
      title: 'Ersetzte Heizungen',
      description: 'So viele fossile Heizungen hat die Kampagne ersetzt.',
      examples: [86],
    }),
    yearBefore: count
      .meta({
        title: 'Im ganzen Jahr davor',
        description:
          'Freiwillig: so viele Heizungen wurden im ganzen Jahr vor der Kampagne ersetzt. Die Seite rechnet daraus, wie viel schneller es mit der Kampagne ging.',
        examples: [21],
      })
      .optional(),
  },
}).optional();

type CampaignFields = {
  campaign: z.infer<typeof campaign>;
  progress?: z.infer<typeof progress>;
  result?: z.infer<typeof result>;
  housing: { fossil: number };
};

/**
 * The campaign's days, its progress and its result against each other, the houses and the day of the build
 * (SOURCE_DATE_EPOCH, else today; in the editing app, the day it is open).
 */
export function checkCampaignTime(m: CampaignFields, ctx: z.core.$RefinementCtx) {
  const { start, end } = m.campaign;
  // A day that does not exist is reported at its field already.
  if (![start, end ?? start, m.progress?.asOf ?? start].every(isDay)) return;
  const last = campaignEnd(m.campaign);
  const today = buildDay();
  if (end !== undefined && end <= start)
    ctx.addIssue({
      code: 'custom',
      path: ['campaign', 'end'],
      message: `Das Ende ${writtenDay(end)} liegt nicht nach dem Start ${writtenDay(start)}. Erwartet einen Tag nach dem Start, oder kein Ende (dann dauert die Kampagne ${CAMPAIGN_DAYS} Tage).`,
    });
  const fossil = m.housing.fossil;
  for (const [key, what] of [
    ['progress', 'Der Zwischenstand'],
    ['result', 'Das Ergebnis'],
  ] as const) {
    const replaced = m[key]?.replaced;
    if (replaced !== undefined && replaced > fossil && replaced <= MAX_HOUSES)
      ctx.addIssue({
        code: 'custom',
        path: [key, 'replaced'],
        message: `${what} ${replaced} ist grösser als die ${fossil} fossil geheizten Häuser. Erwartet höchstens ${fossil}.`,
      });
  }
  const asOf = m.progress?.asOf;
  if (asOf !== undefined && (asOf < start || asOf > last))
    ctx.addIssue({
      code: 'custom',
      path: ['progress', 'asOf'],
      message: `Der Stand vom ${writtenDay(asOf)} liegt ausserhalb der Kampagne (${writtenDay(start)} bis ${writtenDay(last)}). Erwartet einen Tag der Kampagne.`,
    });
  else if (asOf !== undefined && asOf > today)
    ctx.addIssue({
      code: 'custom',
      path: ['progress', 'asOf'],
      message: `Der Stand vom ${writtenDay(asOf)} liegt in der Zukunft (heute ist der ${writtenDay(today)}). Erwartet einen Tag bis heute.`,
    });
  if (m.result && today <= last)
    ctx.addIssue({
      code: 'custom',
      path: ['result'],
      message: `Ein Ergebnis gibt es erst nach dem letzten Tag, dem ${writtenDay(last)} (heute ist der ${writtenDay(today)}). Erwartet bis dann einen Zwischenstand ("progress") statt eines Ergebnisses.`,
    });
}
