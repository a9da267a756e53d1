import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { exampleBuild } from '../../tests/support/build-json-example.ts';
import { hostCommit, readBuildJson, textHash } from './build-json.ts';

const valid = exampleBuild();

describe('readBuildJson', () => {
  it('reads what the build writes', () => {
    expect(readBuildJson(JSON.stringify(valid))).toEqual(valid);
  });

  it('says why it cannot: not JSON, or JSON of another form (an older build, a damaged file)', () => {
    expect(readBuildJson('<!doctype html><h1>Oops! Page not found')).toBe('not-json');
    expect(readBuildJson('')).toBe('not-json');
    expect(readBuildJson(JSON.stringify({ builtAt: valid.builtAt }))).toBe('older');
    expect(readBuildJson(JSON.stringify({ ...valid, version: 2 }))).toBe('older');
    expect(readBuildJson(JSON.stringify({ ...valid, files: { 'content/site.json': 'sha1' } }))).toBe('older');
    expect(readBuildJson('null')).toBe('older');
  });
});

describe('textHash', () => {
  it('is the SHA-256 of the UTF-8 bytes, as Node computes it: umlauts, soft hyphens, line ends', async () => {
    const text = '{\n  "name": "Diepoldsau",\n  "lead": "Wärme\u00adpumpen für\r\n alle"\n}\n';
    expect(await textHash(text)).toBe(createHash('sha256').update(text, 'utf8').digest('hex'));
    expect(await textHash('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
  });
});

describe('hostCommit', () => {
  it('takes the commit each host names, in the order Cloudflare Pages, Netlify, GitLab, GitHub', () => {
    const sha = 'ABCDEF0123456789abcdef0123456789abcdef01';
    expect(hostCommit({ CF_PAGES_COMMIT_SHA: sha })).toBe(sha.toLowerCase());
    expect(hostCommit({ COMMIT_REF: 'abc1234' })).toBe('abc1234');
    expect(hostCommit({ CI_COMMIT_SHA: 'def5678', GITHUB_SHA: 'abc1234' })).toBe('def5678');
    expect(hostCommit({ GITHUB_SHA: 'abc1234' })).toBe('abc1234');
  });

  it('is null without one, and for a value that is no commit', () => {
    expect(hostCommit({})).toBeNull();
    expect(hostCommit({ CI_COMMIT_SHA: '' })).toBeNull();
    expect(hostCommit({ GITHUB_SHA: 'main; rm -rf /' })).toBeNull();
  });
});
