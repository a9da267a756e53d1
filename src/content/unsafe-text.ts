// Characters and text that have no place in the content, with the German message an editor reads.
// Control characters (NUL and the rest of C0 and C1 but tab and line break) come from a file saved by the
// wrong tool or text pasted from a terminal; the bidirectional controls (U+202A-U+202E, U+2066-U+2069) are
// invisible and show a text in another order than it is stored ("Trojan Source"), so a reviewer would
// approve something else than what the page says. URL fields reach robots.txt, the sitemap and attributes
// as they are: a quote mark or angle bracket could end the attribute, and a `javascript:` anywhere in one
// is never a link a visitor expects.

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point
const UNSAFE_CHARACTER = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

const BIDI_NAMES: Record<number, string> = {
  8234: 'LEFT-TO-RIGHT EMBEDDING',
  8235: 'RIGHT-TO-LEFT EMBEDDING',
  8236: 'POP DIRECTIONAL FORMATTING',
  8237: 'LEFT-TO-RIGHT OVERRIDE',
  8238: 'RIGHT-TO-LEFT OVERRIDE',
  8294: 'LEFT-TO-RIGHT ISOLATE',
  8295: 'RIGHT-TO-LEFT ISOLATE',
  8296: 'FIRST STRONG ISOLATE',
  8297: 'POP DIRECTIONAL ISOLATE',
};

const codePoint = (code: number) => `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;

/** What is wrong with the first unsafe character of `text` (German, for the editor), or undefined. */
export function unsafeCharacterProblem(text: string): string | undefined {
  const match = UNSAFE_CHARACTER.exec(text);
  if (!match) return undefined;
  const code = match[0].charCodeAt(0);
  const at = `an Stelle ${match.index + 1}`;
  const bidi = BIDI_NAMES[code];
  if (bidi)
    return `Der Text enthält ${at} das unsichtbare Steuerzeichen ${codePoint(code)} (${bidi}), das ihn in anderer Reihenfolge zeigt, als er gespeichert ist. Erwartet Text ohne Steuerzeichen: die Stelle löschen und neu tippen.`;
  const name = code === 0 ? ' (NUL)' : '';
  return `Der Text enthält ${at} das Steuerzeichen ${codePoint(code)}${name}, oft beim Einfügen mitkopiert. Erwartet Text ohne Steuerzeichen: die Stelle löschen und neu tippen.`;
}

/** What is wrong with a URL of the content that could break out of an attribute or run script, or undefined. */
export function unsafeUrlProblem(url: string): string | undefined {
  const character = /["<>]/.exec(url);
  if (character)
    return `Die Adresse enthält ${character[0]} an Stelle ${character.index + 1}. Erwartet eine https://-Adresse ohne " < > (in einer Adresse als %22 %3C %3E geschrieben).`;
  const script = /javascript:/i.exec(url);
  if (script)
    return `Die Adresse enthält "javascript:" an Stelle ${script.index + 1}. Erwartet eine https://-Adresse ohne Skript.`;
  return undefined;
}
