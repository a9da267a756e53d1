import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { marked, type Token } from 'marked';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../settings.ts';

// Every relative link of README.md and docs/*.md leads somewhere: the file exists and, for `#anchor`, the
// file has a heading with that anchor (GitHub's: lower case, punctuation dropped, spaces as hyphens, a
// repeated heading numbered -1, -2, …). And every path of the repository they name exists, so the docs'
// map stays true when a file moves.

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

/** The top-level names of the repository, and what git ignores of them (what the build writes). */
const topLevel = new Set(readdirSync(root));
const generated = readFileSync(join(root, '.gitignore'), 'utf8')
  .split('\n')
  .map((line) => line.trim().replace(/\/$/, ''))
  .filter((line) => line !== '' && !line.startsWith('#') && !line.includes('*'));

/**
 * A path as docs write it: folders and a name, from a top-level name of the repository on, not part of a
 * longer path (`../src/…`, `/admin/`, `~deploy/.ssh/`, a URL) and not a pattern (`<slug>.json`, `*.test.ts`, `nginx-*.conf`).
 */
const PATH = /(?<![\w./@~-])((?:[\w.-]+\/)+[\w.-]*)(?![\w<*{./-])/g;

/**
 * The paths a document names: in its prose, tables and code blocks, and in code spans that hold a path
 * alone; a code span with spaces is a command or a message, whose paths are examples (`cp … st-gallen.json`).
 */
function namedPaths(markdown: string): string[] {
  const texts = tokens(marked.lexer(markdown)).flatMap((token) => {
    const t = token as Token & { text?: string; tokens?: Token[] };
    if (t.type === 'codespan') return /\s/.test(t.text ?? '') ? [] : [t.text ?? ''];
    if (t.type === 'code' || (t.type === 'text' && !t.tokens)) return [t.text ?? ''];
    return [];
  });
  return texts.flatMap((text) =>
    [...text.matchAll(PATH)].flatMap(([, path = '']) => {
      const first = path.split('/')[0] ?? '';
      // An ignored name without a slash is ignored at any depth, as git reads it (`.dev.vars`).
      const ignored = (g: string) =>
        path === g || path.startsWith(`${g}/`) || (!g.includes('/') && path.split('/').includes(g));
      if (!topLevel.has(first) || generated.some(ignored)) return [];
      return [path.replace(/\.$/, '')];
    }),
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

  it.each(documents)('%s: every path of the repository it names exists', (doc) => {
    const missing = namedPaths(readFileSync(join(root, doc), 'utf8')).filter(
      (path) => !existsSync(join(root, path)),
    );
    expect([...new Set(missing)]).toEqual([]);
  });

  it('finds the paths docs name, not patterns, examples in commands or other sites’ paths', () => {
    const markdown = [
      'The build (`scripts/build/build.ts`) writes `dist/` and src/base/format.ts.',
      '| `src/content/schema/` | `content/municipalities/<slug>.json`, `src/**/*.test.ts`, `deploy/nginx-*.conf` |',
      '`cp content/municipalities/a.json content/municipalities/b.json`, [link](../src/x.ts), /admin/, https://x.ch/src/y',
      '```\nsrc/content/load.ts (loadCampaigns)\n```',
    ].join('\n\n');
    expect(namedPaths(markdown)).toEqual([
      'scripts/build/build.ts',
      'src/base/format.ts',
      'src/content/schema/',
      'src/content/load.ts',
    ]);
  });

  it('reads anchors as GitHub writes them', () => {
    expect([...anchors('# Set up\n## The privacy policy (`/privacy-policy`)\n## Set up\n')]).toEqual([
      'set-up',
      'the-privacy-policy-privacy-policy',
      'set-up-1',
    ]);
  });
});
