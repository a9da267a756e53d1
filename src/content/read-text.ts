import { readFileSync, statSync } from 'node:fs';
import { positions } from './positions.ts';

const size = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`;

const strict = new TextDecoder('utf-8', { fatal: true });
const lenient = new TextDecoder('utf-8');

/**
 * A content file's text, or why it cannot be used: missing, larger than `maxBytes` (checked before
 * reading, so a runaway file costs nothing), or not UTF-8 (an editor that saves UTF-16 or Windows-1252
 * would otherwise put "�" on the page). A UTF-8 byte-order mark is left for the caller to accept.
 */
export function readText(file: string, maxBytes: number): string | { problem: string } {
  let bytes: number;
  try {
    bytes = statSync(file).size;
  } catch {
    return { problem: 'Die Datei fehlt. Erwartet eine Datei an diesem Ort (Name richtig geschrieben?).' };
  }
  if (bytes > maxBytes) {
    return {
      problem: `Die Datei ist ${size(bytes)} gross. Erwartet höchstens ${size(maxBytes)}: ist aus Versehen etwas Grosses hineinkopiert worden?`,
    };
  }
  const buffer = readFileSync(file);
  if ((buffer[0] === 0xff && buffer[1] === 0xfe) || (buffer[0] === 0xfe && buffer[1] === 0xff)) {
    return { problem: 'Die Datei ist als UTF-16 gespeichert. Erwartet: im Editor als «UTF-8» speichern.' };
  }
  try {
    return strict.decode(buffer);
  } catch {
    const text = lenient.decode(buffer);
    const { line, column } = positions(text)(text.indexOf('\uFFFD'));
    return {
      problem: `Zeile ${line}, Spalte ${column}: Hier steht ein Zeichen, das nicht UTF-8 ist (als Windows-1252 oder Latin-1 gespeichert?). Erwartet: im Editor als «UTF-8» speichern.`,
    };
  }
}
