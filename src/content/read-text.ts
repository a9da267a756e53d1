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
    return { problem: 'file not found' };
  }
  if (bytes > maxBytes) {
    return { problem: `is ${size(bytes)}; expected a file of at most ${size(maxBytes)}` };
  }
  const buffer = readFileSync(file);
  if ((buffer[0] === 0xff && buffer[1] === 0xfe) || (buffer[0] === 0xfe && buffer[1] === 0xff)) {
    return { problem: 'is saved as UTF-16; expected a file saved as UTF-8' };
  }
  try {
    return strict.decode(buffer);
  } catch {
    const text = lenient.decode(buffer);
    const { line, column } = positions(text)(text.indexOf('\uFFFD'));
    return {
      problem: `line ${line}, column ${column}: is not UTF-8 (saved as Windows-1252 or Latin-1?); expected a file saved as UTF-8`,
    };
  }
}
