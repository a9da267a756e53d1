import { spawnSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// The layers of src/ (content → lib → components → sections → pages → entries) are enforced by Biome's
// noRestrictedImports, one override per folder in biome.json. This proves the rule bites: it writes
// throw-away modules into the layers (hidden files, which nothing else picks up), lints them with the
// project's own configuration and removes them again.

const root = resolve(import.meta.dirname, '..');
const biome = join(root, 'node_modules', '@biomejs', 'biome', 'bin', 'biome');

const probes = [
  { file: 'src/lib/.layer-probe.ts', imports: "@/components/ui/button-link'", allowed: false },
  { file: 'src/content/.layer-probe.ts', imports: "@/lib/format'", allowed: false },
  { file: 'src/components/ui/.layer-probe.ts', imports: "../../sections/hero'", allowed: false },
  { file: 'src/sections/.layer-probe.ts', imports: "@/pages/home'", allowed: false },
  { file: 'src/pages/.layer-probe.ts', imports: "../entry-server'", allowed: false },
  { file: 'src/sections/.layer-probe-down.ts', imports: "@/components/layout/section'", allowed: true },
  { file: 'src/pages/.layer-probe-down.ts', imports: "../lib/format'", allowed: true },
];

describe('the import layers of src/', () => {
  it('rejects an import that runs back up a layer, in @/ and relative form, and allows one down', () => {
    for (const { file, imports } of probes) {
      writeFileSync(join(root, file), `import * as probe from '${imports};\nexport const used = probe;\n`);
    }
    let output = '';
    try {
      const run = spawnSync(
        process.execPath,
        [biome, 'lint', '--max-diagnostics=50', ...probes.map((p) => p.file)],
        {
          cwd: root,
          encoding: 'utf8',
        },
      );
      output = `${run.stdout}${run.stderr}`;
    } finally {
      for (const { file } of probes) rmSync(join(root, file), { force: true });
    }
    for (const { file, allowed } of probes) {
      const flagged = new RegExp(`${file.replace(/\./g, '\\.')}:\\d+:\\d+ lint/style/noRestrictedImports`);
      expect(flagged.test(output), `${file}\n${output}`).toBe(!allowed);
    }
    expect(output).toMatch(/src\/lib may import only the layers before it \(content\)/);
  });
});
