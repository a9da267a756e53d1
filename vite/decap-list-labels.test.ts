import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { decapListLabels, keepListLabelCase } from './decap-list-labels.ts';

const listControl = join(
  createRequire(import.meta.url).resolve('decap-cms-widget-list/package.json'),
  '../dist/esm/ListControl.js',
);
const installed = readFileSync(listControl, 'utf8');

describe('the list labels of the editing app keep their case', () => {
  it('takes out the lower-casing of the installed Decap list widget, and nothing else', () => {
    const kept = keepListLabelCase(installed);
    expect(kept).not.toMatch(/label(Singular)?\.toLowerCase\(\)/);
    expect(kept).toContain('const listLabel = items.size === 1 ? labelSingular : label;');
    expect(kept).toContain('label: labelSingular,');
    expect(kept.split('\n')).toHaveLength(installed.split('\n').length);
  });

  it('stops the build, naming itself, when Decap no longer has that code', () => {
    expect(() => keepListLabelCase('export default 1;')).toThrow(/vite\/decap-list-labels\.ts/);
  });

  it('changes Decap’s list widget only', () => {
    expect(
      decapListLabels.transform('const a = b.toLowerCase();', '/x/node_modules/react/index.js'),
    ).toBeNull();
    expect(decapListLabels.transform(installed, listControl)?.code).toBe(keepListLabelCase(installed));
  });
});
