import type { Token, Tokens } from 'marked';
import { quote } from '../quote.ts';
import { markdown } from './render.ts';
import type { TopicSection } from './topics.ts';

// The structure of the legal text: an introduction, then one "## Title {#id}" per topic, with ### and
// deeper only inside a topic. Links, images and raw HTML are collected with their line for the checks.

interface Inline {
  type: 'link' | 'image' | 'html';
  /** The link or image target; the markup for HTML. */
  target: string;
  line: string;
}

interface Structure {
  intro: Token[];
  sections: TopicSection[];
  inline: Inline[];
}

/** Splits the filled Markdown into introduction and topics; `at` names the line of an offset in `text`. */
export function structure(text: string, at: (index: number) => string, problems: string[]): Structure {
  const intro: Token[] = [];
  const sections: TopicSection[] = [];
  const inline: Inline[] = [];
  let offset = 0;
  for (const token of markdown.lexer(text)) {
    const start = offset;
    const line = at(start);
    offset += token.raw.length;
    const current = sections.at(-1);
    if (token.type === 'heading') {
      const heading = token as Tokens.Heading;
      const raw = quote(heading.raw.trim(), 60);
      if (heading.depth === 1) {
        problems.push(
          `${line}: ${raw} ist eine Überschrift der ersten Ebene. Erwartet ## für ein Thema (die Seite hat ihren eigenen Titel).`,
        );
        continue;
      }
      if (heading.depth === 2) {
        const parts = /^(.*?)\s*\{#([a-z0-9-]+)\}$/.exec(heading.text.trim());
        if (!parts?.[1]) {
          problems.push(`${line}: ${raw} hat keine Kennung. Erwartet "## Titel {#kennung}".`);
          continue;
        }
        sections.push({ title: parts[1], id: parts[2] ?? '', line, tokens: [] });
        continue;
      }
      if (!current) {
        problems.push(`${line}: ${raw} steht vor dem ersten Thema. Erwartet es innerhalb eines ##-Themas.`);
        continue;
      }
    }
    // Each element's own line: found by its markup, searched onward from the previous one.
    let cursor = 0;
    markdown.walkTokens([token], (inner) => {
      if (inner.type !== 'link' && inner.type !== 'image' && inner.type !== 'html') return;
      const found = token.raw.indexOf(inner.raw, cursor);
      if (found >= 0) cursor = found;
      const target = inner.type === 'html' ? inner.raw.trim() : (inner as Tokens.Link).href;
      inline.push({ type: inner.type, target, line: at(start + Math.max(found, 0)) });
    });
    (current ? current.tokens : intro).push(token);
  }
  return { intro, sections, inline };
}
