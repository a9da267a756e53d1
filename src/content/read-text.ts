import { readFileSync, statSync } from 'node:fs';

const size = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`;

/**
 * A content file's text, or why it cannot be used: missing, or larger than `maxBytes` (checked before
 * reading, so a runaway file costs nothing). Any UTF-8 byte-order mark is left for the caller to accept.
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
  return readFileSync(file, 'utf8');
}
