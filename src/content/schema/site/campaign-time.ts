import { z } from 'zod';
import { COPY_NOTE, copy } from '../copy.ts';

// content/site.json → campaignTime: what the page says before, during and after a municipality's 100 days
// (src/content/campaign-time.ts), and what replaces «Jetzt auch für …» once there is a result
// (src/content/timed-content.ts).

export const campaignTime = z
  .strictObject({
    startsOn: copy(60, ['start']).meta({
      title: 'Angekündigt: Start',
      description: 'Vor dem Start, im Startbereich; {start} ist der erste Tag.',
      examples: ['Start am {start}'],
    }),
    runsUntil: copy(60, ['days', 'end']).meta({
      title: 'Dauer',
      description:
        'Vor dem Start und ohne Zwischenstand, im Startbereich; {days} ist die Zahl der Tage, {end} der letzte Tag.',
      examples: ['{days} Tage, bis {end}'],
    }),
    progress: copy(80, ['replaced']).meta({
      title: 'Zwischenstand',
      description: `Während der Kampagne, im Startbereich: {replaced} sind die ersetzten Heizungen.${COPY_NOTE}`,
      examples: ['{replaced} von {target} neuen Heizungen'],
    }),
    asOf: copy(40, ['date']).meta({
      title: 'Stand',
      description: 'Unter dem Zwischenstand; {date} ist der Tag, von dem er stammt.',
      examples: ['Stand {date}'],
    }),
    daysLeft: copy(40, ['days']).meta({
      title: 'Verbleibende Tage',
      description: 'Während der Kampagne; {days} sind die Tage bis zum letzten (2 und mehr).',
      examples: ['noch {days} Tage'],
    }),
    oneDayLeft: copy(40).meta({
      title: 'Noch ein Tag',
      description: 'Am zweitletzten Tag.',
      examples: ['noch 1 Tag'],
    }),
    lastDay: copy(40).meta({
      title: 'Letzter Tag',
      description: 'Am letzten Tag der Kampagne.',
      examples: ['heute ist der letzte Tag'],
    }),
    ended: copy(160, ['days', 'period']).meta({
      title: 'Vorbei',
      description: `Nach dem letzten Tag, im Startbereich; {days} ist die Zahl der Tage, {period} die Zeit von … bis.${COPY_NOTE}`,
      examples: ['Die {days} Tage sind vorbei: {period}.'],
    }),
    resultFollows: copy(80).meta({
      title: 'Ergebnis folgt',
      description: 'Nach dem letzten Tag, solange das Ergebnis fehlt.',
      examples: ['Das Ergebnis folgt.'],
    }),
    result: copy(80, ['replaced', 'days']).meta({
      title: 'Ergebnis',
      description: `Das Ergebnis im Startbereich; {replaced} sind die ersetzten Heizungen, {days} die Tage.${COPY_NOTE}`,
      examples: ['{replaced} neue Heizungen in {days} Tagen'],
    }),
    comparison: copy(160, ['factor', 'yearBefore']).meta({
      title: 'Vergleich mit dem Jahr davor',
      description:
        'Nur mit der Zahl des Jahres davor: {factor} ist, wie viel mal mehr Heizungen pro Tag ersetzt wurden, {yearBefore} die Zahl des ganzen Jahres davor.',
      examples: ['{factor}-mal so viele pro Tag wie im ganzen Jahr davor ({yearBefore})'],
    }),
    resultHeading: copy(80).meta({
      title: 'Überschrift des Ergebnisses',
      description: `Ersetzt nach dem Ergebnis die Überschrift «Jetzt auch für …».${COPY_NOTE}`,
      examples: ['Das hat {campaign} in {municipality} erreicht'],
    }),
    resultNav: copy(40).meta({
      title: 'Link zum Ergebnis in der Fusszeile',
      description: `Ersetzt nach dem Ergebnis den Link «Jetzt auch für …» der Fusszeile.${COPY_NOTE}`,
      examples: ['Ergebnis in {municipality}'],
    }),
    resultIntro: copy(320, ['replaced', 'period']).meta({
      title: 'Text zum Ergebnis',
      description: `Ersetzt nach dem Ergebnis den Text unter «Jetzt auch für …»; {replaced} sind die ersetzten Heizungen, {period} die Zeit von … bis.${COPY_NOTE}`,
      examples: [
        'Vom {period} haben {replaced} Einfamilienhäuser in {municipality} zu erneuerbarer Wärme gewechselt.',
      ],
    }),
  })
  .meta({
    title: 'Zeit der Kampagne',
    description:
      'Was die Seite vor, während und nach den 100 Tagen einer Gemeinde sagt. Die Daten stehen in der Datei der Gemeinde («Kampagne»).',
  });
