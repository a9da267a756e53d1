import { describe, expect, it } from 'vitest';
import { ContentError, countProblems, formatProblems } from './problems.ts';

describe('formatProblems', () => {
  it('prints a short list whole, one indented line per problem', () => {
    expect(formatProblems(['a.json: x: is 1; expected 2', 'b.json: y: is missing; expected a text'])).toBe(
      '  a.json: x: is 1; expected 2\n  b.json: y: is missing; expected a text',
    );
  });

  it('prints the first 50 of a long list and counts the rest', () => {
    const problems = Array.from(
      { length: 100_000 },
      (_, i) => `site.json: list[${i}]: is "x"; expected a number`,
    );
    const lines = formatProblems(problems).split('\n');
    expect(lines).toHaveLength(51);
    expect(lines[0]).toBe('  site.json: list[0]: is "x"; expected a number');
    expect(lines[49]).toBe('  site.json: list[49]: is "x"; expected a number');
    expect(lines[50]).toBe('  … und 99950 weitere Probleme');
  });

  it('says "Problem" for one more', () => {
    expect(formatProblems(['1', '2', '3'], 2)).toBe('  1\n  2\n  … und 1 weiteres Problem');
  });

  it('cuts a problem line that quotes something huge', () => {
    const [line] = formatProblems([`x: ${'a'.repeat(1_000_000)}`]).split('\n');
    expect(line).toHaveLength(2 + 400 + 1);
    expect(line?.endsWith('a…')).toBe(true);
  });
});

describe('countProblems', () => {
  it('counts in words', () => {
    expect(countProblems(['a'])).toBe('1 Problem');
    expect(countProblems(Array(12_345).fill('a'))).toBe('12345 Probleme');
  });
});

describe('ContentError', () => {
  it('keeps every problem and shows the summarised list as its message (what the dev server prints)', () => {
    const problems = Array.from({ length: 60 }, (_, i) => `p${i}`);
    const error = new ContentError(problems);
    expect(error.problems).toHaveLength(60);
    expect(error.message.split('\n')[0]).toBe('Der Inhalt hat 60 Probleme:');
    expect(error.message.split('\n').at(-1)).toBe('  … und 10 weitere Probleme');
  });
});
