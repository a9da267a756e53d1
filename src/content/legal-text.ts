import { writtenDay } from '../base/calendar.ts';
import { CONTENT_FILES } from './content-files.ts';
import { frontMatter } from './legal/front-matter.ts';
import { lineLabel } from './legal/lines.ts';
import { linkLabel, linkProblem } from './legal/links.ts';
import { contactHrefs, fillPlaceholders } from './legal/placeholders.ts';
import { markdown } from './legal/render.ts';
import { structure } from './legal/structure.ts';
import { checkTopics, IMPRINT_ID } from './legal/topics.ts';
import { ContentError } from './problems.ts';
import type { PrivacyPolicy } from './schema/content.ts';
import type { Site } from './schema/site.ts';
import { unsafeCharacterProblem } from './unsafe-text.ts';

// The privacy policy: a Markdown file the cooperative edits (content/legal/privacy-policy.md), read,
// checked and rendered to HTML here, at build time. The browser receives the finished HTML strings and
// neither Markdown nor this module. Every problem is reported as "file: Zeile N: what is wrong", all at once.
// The checks live beside their concern in legal/: front matter, placeholders, structure, topics, links.
// No file access here: the editing app runs the same checks in the browser (src/admin/check-entry.ts);
// legal.ts reads the file.

export const PRIVACY_POLICY_FILE: string = CONTENT_FILES.privacyPolicy.path;

/**
 * Checks and renders the privacy policy. `source` is the Markdown file; `site` fills its placeholders.
 * Throws ContentError with one line per problem, each naming `file`.
 */
export function parsePrivacyPolicy(source: string, site: Site, file = PRIVACY_POLICY_FILE): PrivacyPolicy {
  const problems: string[] = [];
  const normalised = source.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const { updated, body, bodyLine } = frontMatter(normalised, problems);
  const at = lineLabel(body, bodyLine);
  normalised.split('\n').forEach((line, i) => {
    const unsafe = unsafeCharacterProblem(line);
    if (unsafe) problems.push(`Zeile ${i + 1}: ${unsafe}`);
  });

  // Swiss Standard German.
  for (const match of body.matchAll(/\u00df/g)) {
    problems.push(`${at(match.index)}: Hier steht «\u00df». Erwartet «ss» (Schweizer Rechtschreibung).`);
  }
  const filled = fillPlaceholders(body, site, at, problems);
  const { intro, sections, inline } = structure(filled, lineLabel(filled, bodyLine), problems);
  const ids = checkTopics(sections, problems);

  const targets = { ids: new Set([...ids, IMPRINT_ID]), ...contactHrefs(site) };
  for (const { type, target, line } of inline) {
    if (type === 'html') {
      problems.push(`${line}: Hier steht HTML (${target.slice(0, 30)}). Erwartet nur Markdown.`);
    } else if (type === 'image') {
      problems.push(
        `${line}: Hier steht ein Bild (${target.slice(0, 60)}). Erwartet nur Text, keine Bilder.`,
      );
    } else {
      const problem = linkProblem(target, targets);
      if (problem) problems.push(`${line}: ${linkLabel(target)} ${problem}`);
    }
  }

  if (problems.length > 0 || updated === undefined) {
    throw new ContentError(problems.map((problem) => `${file}: ${problem}`));
  }
  return {
    updated,
    updatedText: writtenDay(updated),
    intro: markdown.parser(intro).trim(),
    sections: sections.map(({ id, title, tokens }) => ({ id, title, html: markdown.parser(tokens).trim() })),
  };
}
