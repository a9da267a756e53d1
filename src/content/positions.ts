// Offsets in a file as an editor finds them: line and column. Problems name them, and a file may hold
// thousands of problems, so each lookup is a binary search rather than a count from the start.

/** Line and column (1-based) of an offset, by binary search over the line starts: fast for any file size. */
export function positions(text: string): (index: number) => { line: number; column: number } {
  const starts = [0];
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
  return (index: number) => {
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if ((starts[middle] ?? 0) <= index) low = middle;
      else high = middle - 1;
    }
    return { line: low + 1, column: index - (starts[low] ?? 0) + 1 };
  };
}
