import { cpSync, mkdirSync, readdirSync, symlinkSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { tempDir } from './temp-dir.ts';

const repo = resolve(import.meta.dirname, '..', '..');
const PROJECT = [
  'package.json',
  'tsconfig.json',
  'vite.config.ts',
  'vite',
  'src',
  'scripts',
  'content',
  'public',
];

/**
 * A copy of the project in a temporary folder, whose content a test can change or break. node_modules is
 * linked package by package, so Vite's caches (node_modules/.vite, .vite-temp) belong to the copy and never
 * clash with those of another build or dev server.
 */
export function projectCopy(prefix = '100in100-project-'): string {
  const dir = tempDir(prefix);
  for (const entry of PROJECT) cpSync(join(repo, entry), join(dir, entry), { recursive: true });
  mkdirSync(join(dir, 'node_modules'));
  for (const name of readdirSync(join(repo, 'node_modules'))) {
    if (!name.startsWith('.vite'))
      symlinkSync(join(repo, 'node_modules', name), join(dir, 'node_modules', name));
  }
  return dir;
}
