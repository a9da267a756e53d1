import { positions } from '../positions.ts';

// Problems in the legal text name a line of the file. Placeholder values hold no line breaks, so a line of
// the filled text is the same line of the file.

/** "Zeile N" of the file for an offset in `text`, which starts on line `firstLine` of the file. */
export function lineLabel(text: string, firstLine: number): (index: number) => string {
  const position = positions(text);
  return (index) => `Zeile ${firstLine - 1 + position(index).line}`;
}
