// Problems in the legal text name a line of the file. Placeholder values hold no line breaks, so a line of
// the filled text is the same line of the file.

/** The 1-based line of `index` in `text`. */
export const lineOf = (text: string, index: number) => text.slice(0, index).split('\n').length;

/** "line N" of the file for an offset in `text`, which starts on line `firstLine` of the file. */
export const lineLabel = (text: string, firstLine: number) => (index: number) =>
  `line ${firstLine - 1 + lineOf(text, index)}`;
