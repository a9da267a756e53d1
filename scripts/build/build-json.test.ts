import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { readBuildJson } from '../../src/base/build-json.ts';
import { buildJsonOf } from './build-json.ts';

const sha = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

const texts = {
  'content/site.json': '{"homeMunicipality":"musterwil"}\n',
  'content/heat-pump-index.json': '{"series":[]}\n',
  'content/legal/privacy-policy.md': '---\nupdated: 2026-03-31\n---\n## Datenschutz\n',
  'content/municipalities/musterwil.json': '{"name":"Musterwil","published":true}\n',
  'content/municipalities/neuenegg.json': '{"name":"Neuenegg","published":false}\n',
};
const input = {
  texts,
  municipalitiesDirs: ['content/municipalities'],
  built: new Set(['musterwil']),
  day: '2026-03-12',
  env: {},
  builtAt: new Date('2026-03-12T13:32:05.120Z'),
};

describe('buildJsonOf (dist/build.json)', () => {
  it('hashes each file the build shows, by its path in the repository, and says when and for which day', async () => {
    const json = await buildJsonOf(input);
    expect(json).toEqual({
      version: 1,
      builtAt: '2026-03-12T13:32:05.120Z',
      day: '2026-03-12',
      commit: null,
      files: {
        'content/heat-pump-index.json': sha(texts['content/heat-pump-index.json']),
        'content/legal/privacy-policy.md': sha(texts['content/legal/privacy-policy.md']),
        'content/municipalities/musterwil.json': sha(texts['content/municipalities/musterwil.json']),
        'content/site.json': sha(texts['content/site.json']),
      },
    });
    // What the app reads back is what was written.
    expect(readBuildJson(JSON.stringify(json))).toEqual(json);
  });

  it('names no draft: its file is read and checked, but no file of the build may name it', async () => {
    const json = await buildJsonOf(input);
    expect(JSON.stringify(json)).not.toContain('neuenegg');
  });

  it('names the commit where the host gives one', async () => {
    const json = await buildJsonOf({ ...input, env: { CI_COMMIT_SHA: 'abc1234def' } });
    expect(json.commit).toBe('abc1234def');
  });
});
