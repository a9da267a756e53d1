import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../tests/support/temp-dir.ts';

// The layers of src/ (base → content → lib → components → sections → pages → entries) are enforced by Biome's
// noRestrictedImports, one override per folder in biome.json. This proves the rule bites: it writes
// throw-away modules into the layers of a temporary folder holding the project's biome.json (and the .gitignore it reads), and lints
// them there with that configuration.

const root = resolve(import.meta.dirname, '..');
const biome = join(root, 'node_modules', '@biomejs', 'biome', 'bin', 'biome');

const probes = [
  { file: 'src/base/.layer-probe.ts', imports: "../content/load'", allowed: false },
  { file: 'src/base/.layer-probe-up.ts', imports: "@/lib/figures'", allowed: false },
  { file: 'src/lib/.layer-probe.ts', imports: "@/components/ui/button-link'", allowed: false },
  { file: 'src/content/.layer-probe.ts', imports: "@/lib/figures'", allowed: false },
  { file: 'src/components/ui/.layer-probe.ts', imports: "../../sections/hero'", allowed: false },
  { file: 'src/sections/.layer-probe.ts', imports: "@/pages/home'", allowed: false },
  { file: 'src/pages/.layer-probe.ts', imports: "../entry-server'", allowed: false },
  { file: 'src/sections/.layer-probe-down.ts', imports: "@/components/layout/section'", allowed: true },
  { file: 'src/pages/.layer-probe-down.ts', imports: "../lib/figures'", allowed: true },
  { file: 'src/content/.layer-probe-down.ts', imports: "../base/format'", allowed: true },
];

describe('the import layers of src/', () => {
  it('rejects an import that runs back up a layer, in @/ and relative form, and allows one down', () => {
    const dir = tempDir('100in100-layers-');
    let output = '';
    try {
      for (const config of ['biome.json', '.gitignore']) copyFileSync(join(root, config), join(dir, config));
      for (const { file, imports } of probes) {
        mkdirSync(dirname(join(dir, file)), { recursive: true });
        writeFileSync(join(dir, file), `import * as probe from '${imports};\nexport const used = probe;\n`);
      }
      const run = spawnSync(
        process.execPath,
        [biome, 'lint', '--max-diagnostics=50', ...probes.map((p) => p.file)],
        {
          cwd: dir,
          encoding: 'utf8',
        },
      );
      output = `${run.stdout}${run.stderr}`;
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    for (const { file, allowed } of probes) {
      const flagged = new RegExp(`${file.replace(/\./g, '\\.')}:\\d+:\\d+ lint/style/noRestrictedImports`);
      expect(flagged.test(output), `${file}\n${output}`).toBe(!allowed);
    }
    expect(output).toMatch(/src\/lib may import only the layers before it \(base, content\)/);
  });
});
