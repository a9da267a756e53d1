/**
 * A text quoted for an error message, cut after `max` characters: a message shows what was found without
 * letting a megabyte of it into the build's output.
 */
export function quote(text: string, max = 40): string {
  return JSON.stringify(text.length > max ? `${text.slice(0, max)}…` : text);
}
