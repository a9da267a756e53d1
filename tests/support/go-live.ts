import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { findNodeAtOffset, type Node, parseTree } from 'jsonc-parser';

// The cooperative's go-live day, rehearsed on a copy of the checkout (tests/commands/go-live.spec.ts): every
// placeholder `npm run launch-check` lists is replaced with another valid, real-looking value, found by the
// file, line and column the check names, whatever the content holds that week. Each kind of value gets what
// the cooperative would type: its domain instead of a reserved example one, a name instead of a stand-in.

const EXAMPLE_HOST =
  /(^|[@./])(?:example(?:\.[a-z]+)?|([a-z0-9-]+)\.(?:example|test|invalid|localhost))(?=$|[/:?#])/i;
/** What replaces each placeholder word (src/content/launch-check.ts names them). */
const WORDS: [RegExp, string][] = [
  [/\s*\(Platzhalter\)/gi, ''],
  [/Platzhalter-?/gi, ''],
  [/Vorname Nachname/gi, 'Regula Sonderegger'],
  [/Musterstrasse/gi, 'Landsgemeindeplatz'],
  [/Muster(mann|frau)?/gi, 'Zellweger'],
  [/\s*Logo folgt/gi, ''],
  [/lorem ipsum/gi, 'Heizungsersatz'],
  [/\b(tbd|todo|xxx+)\b/gi, ''],
];

/** A Swiss UID whose last digit is its check digit (eCH-0097: weights 5 4 3 2 7 6 5 4, modulo 11). */
function uid(digits: string): string {
  const sum = [...digits].reduce(
    (total, digit, i) => total + Number(digit) * ([5, 4, 3, 2, 7, 6, 5, 4][i] ?? 0),
    0,
  );
  const check = (11 - (sum % 11)) % 11;
  if (check === 10) return uid(String(Number(digits) + 1).padStart(8, '0'));
  const all = `${digits}${check}`;
  return `CHE-${all.slice(0, 3)}.${all.slice(3, 6)}.${all.slice(6)}`;
}

/** The value the cooperative would type for `value`, given why the launch check listed it. */
function realValue(value: string, why: string): string {
  if (why.includes('Beispieladresse'))
    return value.replace(
      EXAMPLE_HOST,
      (_all, before: string, name?: string) => `${before}${name ?? 'rheintal-energie'}.ch`,
    );
  if (why.includes('Platzhalter-Nummer'))
    return value.startsWith('CHE-') ? uid('31058472') : '+41 71 344 26 18';
  return withoutPlaceholderWords(value).trim() || 'Genossenschaft Energiewende Rheintal';
}

/** `text` with each placeholder word replaced by what the cooperative would write. */
const withoutPlaceholderWords = (text: string) =>
  WORDS.reduce((result, [word, instead]) => result.replace(word, instead), text);

interface Edit {
  offset: number;
  length: number;
  text: string;
}

const applyEdits = (text: string, edits: Edit[]) =>
  edits
    .sort((a, b) => b.offset - a.offset)
    .reduce(
      (result, { offset, length, text: insert }) =>
        result.slice(0, offset) + insert + result.slice(offset + length),
      text,
    );

/** The offset of line `line`, column `column` (both from 1). */
const offsetOf = (text: string, line: number, column: number) =>
  text
    .split('\n')
    .slice(0, line - 1)
    .reduce((sum, l) => sum + l.length + 1, 0) +
  column -
  1;

/** The property node (key and value) that holds `value`. */
const propertyOf = (value: Node) => (value.parent?.type === 'property' ? value.parent : undefined);

/** The edit that removes a property from its object, with the comma before or after it. */
function removal(text: string, property: Node): Edit {
  let start = property.offset;
  let end = property.offset + property.length;
  const after = text.slice(end).match(/^\s*,/);
  if (after) end += after[0].length;
  else {
    const before = text.slice(0, start).match(/,\s*$/);
    if (before) start -= before[0].length;
  }
  return { offset: start, length: end - start, text: '' };
}

/**
 * Replaces, below `root`, every placeholder of the launch check's `lines` ("file, Zeile N, Spalte M: …" or
 * "file, Zeile N: …"); answers how many it replaced.
 */
export function fillPlaceholders(root: string, lines: string[]): number {
  const byFile = new Map<string, { line: number; column?: number; why: string }[]>();
  for (const raw of lines) {
    const match = raw.trim().match(/^([^,]+), Zeile (\d+)(?:, Spalte (\d+))?: (.*)$/);
    if (!match) continue;
    const [, file = '', line, column, why = ''] = match;
    byFile.set(file, [
      ...(byFile.get(file) ?? []),
      { line: Number(line), column: column ? Number(column) : undefined, why },
    ]);
  }
  let count = 0;
  for (const [file, found] of byFile) {
    const path = join(root, file);
    const text = readFileSync(path, 'utf8');
    if (!file.endsWith('.json')) {
      // A logo's drawing or the legal text: the placeholder words go from the lines named.
      const named = new Set(found.map(({ line }) => line));
      const all = file.endsWith('.svg');
      writeFileSync(
        path,
        text
          .split('\n')
          .map((line, i) => (all || named.has(i + 1) ? withoutPlaceholderWords(line) : line))
          .join('\n'),
      );
      count += found.length;
      continue;
    }
    const tree = parseTree(text);
    if (!tree) throw new Error(`${file}: not JSON`);
    const edits: Edit[] = [];
    for (const { line, column = 1, why } of found) {
      const node = findNodeAtOffset(tree, offsetOf(text, line, column));
      if (!node) throw new Error(`${file}, Zeile ${line}: no value there`);
      if (why.includes('"placeholder": true')) {
        // A stand-in series or provisional dates: the real ones are in, the mark goes (a series with its source).
        const property = propertyOf(node);
        if (!property) throw new Error(`${file}, Zeile ${line}: no "placeholder" there`);
        edits.push(removal(text, property));
        if (why.startsWith('Reihe'))
          edits.push({
            offset: property.offset,
            length: 0,
            text: '"source": "Bundesamt für Energie, Energiestatistik", ',
          });
      } else if (why.includes('das Ergebnis fehlt')) {
        // A finished campaign: its result, within the houses it could change.
        let campaign: Node | undefined = node;
        while (campaign && !(campaign.type === 'property' && campaign.children?.[0]?.value === 'campaign'))
          campaign = campaign.parent;
        if (!campaign) throw new Error(`${file}, Zeile ${line}: no campaign there`);
        edits.push({ offset: campaign.offset, length: 0, text: '"result": { "replaced": 64 }, ' });
      } else if (node.type === 'string') {
        edits.push({
          offset: node.offset,
          length: node.length,
          text: JSON.stringify(realValue(node.value, why)),
        });
      } else throw new Error(`${file}, Zeile ${line}: cannot replace a ${node.type}: ${why}`);
      count++;
    }
    // Formatted as the editing app and the content files keep it.
    writeFileSync(path, `${JSON.stringify(JSON.parse(applyEdits(text, edits)), null, 2)}\n`);
  }
  return count;
}
