import { COPY_NOTE, copyField } from '../copy.ts';
import { block } from '../fields.ts';

// content/site.json → campaignTime: what the page says before, during and after a municipality's 100 days
// (src/content/campaign-time.ts), and what replaces «Jetzt auch für …» once there is a result
// (src/content/timed-content.ts).

export const campaignTime = block({
  title: 'Zeit der Kampagne',
  description:
    'Was die Seite vor, während und nach den 100 Tagen einer Gemeinde sagt. Die Daten stehen in der Datei der Gemeinde («Kampagne»).',
  fields: {
    startsOn: copyField({
      max: 60,
      allowed: ['start'],
      title: 'Angekündigt: Start',
      description: 'Vor dem Start, im Startbereich; {start} ist der erste Tag.',
      example: 'Start am {start}',
    }),
    runsUntil: copyField({
      max: 60,
      allowed: ['days', 'end'],
      title: 'Dauer',
      description:
        'Vor dem Start und ohne Zwischenstand, im Startbereich; {days} ist die Zahl der Tage, {end} der letzte Tag.',
      example: '{days} Tage, bis {end}',
    }),
    progress: copyField({
      max: 80,
      allowed: ['replaced'],
      title: 'Zwischenstand',
      description: `Während der Kampagne, im Startbereich: {replaced} sind die ersetzten Heizungen.${COPY_NOTE}`,
      example: '{replaced} von {target} neuen Heizungen',
    }),
    asOf: copyField({
      max: 40,
      allowed: ['date'],
      title: 'Stand',
      description: 'Unter dem Zwischenstand; {date} ist der Tag, von dem er stammt.',
      example: 'Stand {date}',
    }),
    daysLeft: copyField({
      max: 40,
      allowed: ['days'],
      title: 'Verbleibende Tage',
      description: 'Während der Kampagne; {days} sind die Tage bis zum letzten (2 und mehr).',
      example: 'noch {days} Tage',
    }),
    oneDayLeft: copyField({
      max: 40,
      title: 'Noch ein Tag',
      description: 'Am zweitletzten Tag.',
      example: 'noch 1 Tag',
    }),
    lastDay: copyField({
      max: 40,
      title: 'Letzter Tag',
      description: 'Am letzten Tag der Kampagne.',
      example: 'heute ist der letzte Tag',
    }),
    ended: copyField({
      max: 160,
      allowed: ['days', 'period'],
      title: 'Vorbei',
      description: `Nach dem letzten Tag, im Startbereich; {days} ist die Zahl der Tage, {period} die Zeit von … bis.${COPY_NOTE}`,
      example: 'Die {days} Tage sind vorbei: {period}.',
    }),
    resultFollows: copyField({
      max: 80,
      title: 'Ergebnis folgt',
      description: 'Nach dem letzten Tag, solange das Ergebnis fehlt.',
      example: 'Das Ergebnis folgt.',
    }),
    result: copyField({
      max: 80,
      allowed: ['replaced', 'days'],
      title: 'Ergebnis',
      description: `Das Ergebnis im Startbereich; {replaced} sind die ersetzten Heizungen, {days} die Tage.${COPY_NOTE}`,
      example: '{replaced} neue Heizungen in {days} Tagen',
    }),
    comparison: copyField({
      max: 160,
      allowed: ['factor', 'yearBefore'],
      title: 'Vergleich mit dem Jahr davor',
      description:
        'Nur mit der Zahl des Jahres davor: {factor} ist, wie viel mal mehr Heizungen pro Tag ersetzt wurden, {yearBefore} die Zahl des ganzen Jahres davor.',
      example: '{factor}-mal so viele pro Tag wie im ganzen Jahr davor ({yearBefore})',
    }),
    resultHeading: copyField({
      max: 80,
      title: 'Überschrift des Ergebnisses',
      description: `Ersetzt nach dem Ergebnis die Überschrift «Jetzt auch für …».${COPY_NOTE}`,
      example: 'Das hat {campaign} in {municipality} erreicht',
    }),
    resultNav: copyField({
      max: 40,
      title: 'Link zum Ergebnis in der Fusszeile',
      description: `Ersetzt nach dem Ergebnis den Link «Jetzt auch für …» der Fusszeile.${COPY_NOTE}`,
      example: 'Ergebnis in {municipality}',
    }),
    resultIntro: copyField({
      max: 320,
      allowed: ['replaced', 'period'],
      title: 'Text zum Ergebnis',
      description: `Ersetzt nach dem Ergebnis den Text unter «Jetzt auch für …»; {replaced} sind die ersetzten Heizungen, {period} die Zeit von … bis.${COPY_NOTE}`,
      example:
        'Vom {period} haben {replaced} Einfamilienhäuser in {municipality} zu erneuerbarer Wärme gewechselt.',
    }),
  },
});
