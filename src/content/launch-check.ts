import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildDay, writtenDay } from '../base/calendar.ts';
import { campaignStatus } from './campaign-time.ts';
import { CONTENT_FILES } from './content-files.ts';
import { leaves } from './json.ts';
import { PRIVACY_POLICY_FILE } from './legal.ts';
import { type JsonFile, problemAt, readJson } from './load.ts';
import { positions } from './positions.ts';
import { DEFAULT_MUNICIPALITIES_DIR } from './selection.ts';

// `npm run launch-check`: every placeholder and example value still in the content (the campaign-wide
// files and each municipality's), by file and line. The build accepts them (previews and staging need a site before the real data is
// there); going live does not. What counts as a placeholder is described by the rules below, by the kind
// of value (reserved example domains, numbers of only zeros, words such as "Platzhalter"), not by today's
// literal values, so a placeholder that a new municipality's file copies from the template is found too.

/** Domains reserved for examples and tests (RFC 2606, RFC 6761): never a real address. */
const EXAMPLE_DOMAIN =
  /(?:^|[@./])(?:example(?:\.[a-z]+)?|[a-z0-9-]+\.(?:example|test|invalid|localhost))(?=$|[/:?#])/i;
/** Words that mark a stand-in text (in a value, a logo's drawing or the legal text). */
const PLACEHOLDER_WORDS =
  /platzhalter|logo folgt|vorname nachname|\bmuster(?:mann|frau|strasse)?\b|lorem ipsum|\btbd\b|\btodo\b|\bxxx+\b/gi;
/** A phone number or UID whose last seven digits are one digit repeated: +41 71 000 00 00, CHE-000.000.000. */
const placeholderNumber = (value: string) =>
  (/^\+?[\d\s]{9,}$/.test(value) || /^CHE-\d{3}\.\d{3}\.\d{3}$/.test(value)) &&
  /^(\d)\1{6}$/.test(value.replace(/\D/g, '').slice(-7));
/** The first placeholder word in `text`, if any. */
const placeholderWord = (text: string) => text.match(new RegExp(PLACEHOLDER_WORDS.source, 'i'))?.[0];

interface Rule {
  /** Why the value is a placeholder, and what to do, for the message. */
  reason: (value: string) => string | undefined;
}

const RULES: Rule[] = [
  {
    reason: (value) =>
      EXAMPLE_DOMAIN.test(value.replace(/^mailto:/, ''))
        ? 'ist eine Beispieladresse (Domains wie .example gibt es nicht). Vor dem Start durch die echte Adresse ersetzen.'
        : undefined,
  },
  {
    reason: (value) => {
      const word = placeholderWord(value);
      return word
        ? `ist ein Platzhalter («${word}»). Vor dem Start durch den echten Text ersetzen.`
        : undefined;
    },
  },
  {
    reason: (value) =>
      placeholderNumber(value)
        ? 'ist eine Platzhalter-Nummer (lauter gleiche Ziffern). Vor dem Start durch die echte Nummer ersetzen.'
        : undefined,
  },
];

/** Copy that names placeholders on purpose: shown only while a series is one, which is reported itself. */
const ABOUT_PLACEHOLDERS = new Set(['heatPumpChart.placeholderNote', 'heatPumpChart.otherSeriesNote']);

function checkJson(file: JsonFile, lines: string[]) {
  for (const { node, path } of leaves(file.tree)) {
    if (path[0] === '$schema' || ABOUT_PLACEHOLDERS.has(path.join('.'))) continue;
    if (path.at(-1) === 'placeholder' && node.value === true) {
      const message =
        path[0] === 'campaign'
          ? 'Start und Ende der Kampagne sind als vorläufig markiert ("placeholder": true). Vor dem Start die echten Daten eintragen und "placeholder" löschen.'
          : 'Diese Reihe ist als Platzhalter markiert ("placeholder": true): ihre Werte sind Schätzungen. Vor dem Start die echten Werte und die Quelle ("source") eintragen und "placeholder" löschen.';
      lines.push(problemAt(file, node.offset, path.slice(0, -1), message));
      continue;
    }
    if (typeof node.value !== 'string') continue;
    for (const rule of RULES) {
      const reason = rule.reason(node.value);
      if (reason) {
        lines.push(problemAt(file, node.offset, path, `"${node.value}" ${reason}`));
        break;
      }
    }
  }
}

/**
 * The lines of a text file that hold a placeholder word: each line of the legal text, or the first of a
 * logo (`whole`: the drawing as a whole is the placeholder).
 */
function checkText(file: string, label: string, lines: string[], what: string, whole = false) {
  if (!existsSync(file)) return;
  const text = readFileSync(file, 'utf8');
  const line = positions(text);
  const seen = new Set<number>();
  for (const match of text.matchAll(PLACEHOLDER_WORDS)) {
    const at = line(match.index).line;
    if (seen.has(at)) continue;
    seen.add(at);
    lines.push(
      `${label}, Zeile ${at}: ${what} enthält «${match[0]}»: ein Platzhalter. Vor dem Start ersetzen.`,
    );
    if (whole) return;
  }
}

/** Every placeholder in the campaign-wide content: site.json, heat-pump-index.json and the legal text. */
export function sharedPlaceholders(root: string): string[] {
  const lines: string[] = [];
  for (const { path, schema } of [CONTENT_FILES.site, CONTENT_FILES.heatPumpIndex]) {
    const json = readJson(join(root, path), path, schema, lines);
    if (json) checkJson(json, lines);
  }
  checkText(join(root, PRIVACY_POLICY_FILE), PRIVACY_POLICY_FILE, lines, 'Die Datenschutzerklärung');
  return lines;
}

/** A campaign over on the build's day without its result: the page says the result follows, until it is entered. */
function missingResult(file: JsonFile, lines: string[]) {
  const parsed = CONTENT_FILES.municipality.schema.safeParse(file.value);
  if (!parsed.success || parsed.data.result) return;
  const { phase, end } = campaignStatus(parsed.data, buildDay());
  const campaign = leaves(file.tree).find(({ path }) => path[0] === 'campaign');
  if (phase !== 'finished' || !campaign) return;
  const message = `Die Kampagne ist seit dem ${writtenDay(end)} vorbei, das Ergebnis fehlt: Die Seite sagt «Das Ergebnis folgt». Das Ergebnis ("result") mit den ersetzten Heizungen eintragen.`;
  lines.push(problemAt(file, campaign.node.offset, ['campaign'], message));
}

/** Every placeholder in one municipality's file (`file`, relative to `root`) and its partners' logos. */
export function municipalityPlaceholders(root: string, file: string): string[] {
  const lines: string[] = [];
  const municipality = readJson(join(root, file), file, CONTENT_FILES.municipality.schema, lines);
  if (!municipality) return lines;
  checkJson(municipality, lines);
  missingResult(municipality, lines);
  const partners = (municipality.value as { partners?: { logo?: unknown }[] }).partners ?? [];
  partners.forEach((partner, i) => {
    if (typeof partner.logo !== 'string') return;
    const what = `Das Logo von Partner ${i + 1}`;
    checkText(join(root, 'public', partner.logo), `public${partner.logo}`, lines, what, true);
  });
  return lines;
}

/**
 * Every placeholder in the content of municipality `slug`: site.json, heat-pump-index.json, the
 * municipality's file, its partners' logos and the legal text; one line each, "file, Zeile N, …".
 */
export function launchCheck(
  root: string,
  slug: string,
  municipalitiesDir = DEFAULT_MUNICIPALITIES_DIR,
): string[] {
  const shared = sharedPlaceholders(root);
  const legal = (line: string) => line.startsWith(PRIVACY_POLICY_FILE);
  const municipality = municipalityPlaceholders(root, `${municipalitiesDir}/${slug}.json`);
  return [...shared.filter((line) => !legal(line)), ...municipality, ...shared.filter(legal)];
}
