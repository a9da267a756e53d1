import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { marked, type Token } from 'marked';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../settings.ts';

// Every relative link of README.md and docs/*.md leads somewhere: the file exists and, for `#anchor`, the
// file has a heading with that anchor (GitHub's: lower case, punctuation dropped, spaces as hyphens, a
// repeated heading numbered -1, -2, …).

const root = ROOT;
const documents = [
  'README.md',
  ...readdirSync(join(root, 'docs')).flatMap((f) => (f.endsWith('.md') ? [`docs/${f}`] : [])),
];

/** Every token of a document, nested ones included (links sit inside paragraphs, lists and tables). */
function tokens(list: Token[]): Token[] {
  return list.flatMap((token) => {
    const t = token as Token & {
      tokens?: Token[];
      items?: Token[];
      header?: { tokens: Token[] }[];
      rows?: { tokens: Token[] }[][];
    };
    const children = [
      ...(t.tokens ?? []),
      ...(t.items ?? []),
      ...(t.header ?? []).flatMap((cell) => cell.tokens),
      ...(t.rows ?? []).flat().flatMap((cell) => cell.tokens),
    ];
    return [token, ...tokens(children)];
  });
}

function anchors(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const result = new Set<string>();
  for (const token of tokens(marked.lexer(markdown))) {
    if (token.type !== 'heading') continue;
    const text = tokens((token as { tokens: Token[] }).tokens)
      .filter((t) => t.type === 'text' || t.type === 'codespan')
      .map((t) => (t as { text: string }).text)
      .join('');
    const base = text
      .toLowerCase()
      .trim()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    result.add(count === 0 ? base : `${base}-${count}`);
  }
  return result;
}

function relativeLinks(markdown: string): string[] {
  return tokens(marked.lexer(markdown)).flatMap((token) =>
    token.type === 'link' && !/^[a-z][a-z0-9+.-]*:/i.test((token as { href: string }).href)
      ? [(token as { href: string }).href]
      : [],
  );
}

describe('the links of README.md and docs/', () => {
  it.each(documents)(
    '%s: every relative link leads to a file and, with #anchor, to a heading in it',
    (doc) => {
      const broken: string[] = [];
      for (const href of relativeLinks(readFileSync(join(root, doc), 'utf8'))) {
        const [path = '', anchor] = href.split('#');
        const target = path === '' ? join(root, doc) : resolve(dirname(join(root, doc)), decodeURI(path));
        if (!existsSync(target)) broken.push(`${href}: no file ${relative(root, target)}`);
        else if (anchor !== undefined && !anchors(readFileSync(target, 'utf8')).has(anchor))
          broken.push(`${href}: no heading #${anchor} in ${relative(root, target)}`);
      }
      expect(broken).toEqual([]);
    },
  );

  it('reads anchors as GitHub writes them', () => {
    expect([...anchors('# Set up\n## The privacy policy (`/privacy-policy`)\n## Set up\n')]).toEqual([
      'set-up',
      'the-privacy-policy-privacy-policy',
      'set-up-1',
    ]);
  });
});
