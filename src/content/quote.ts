/**
 * A text quoted for an error message as the editor typed it (only control characters escaped), cut after
 * `max` characters: a message shows what was found without letting a megabyte of it into the output.
 */
export function quote(text: string, max = 40): string {
  const cut = text.length > max ? `${text.slice(0, max)}…` : text;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: escaping them is the point
  return `"${cut.replace(/[\u0000-\u001f]/g, (char) => JSON.stringify(char).slice(1, -1))}"`;
}
