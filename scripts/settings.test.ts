import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildFiles, DEFAULT_PORT, distDir, portFromEnv, ROOT } from './settings.ts';

describe('portFromEnv', () => {
  it('takes PORT, or the default without it', () => {
    expect(portFromEnv(DEFAULT_PORT.start, {})).toBe(4173);
    expect(portFromEnv(DEFAULT_PORT.dev, { PORT: '' })).toBe(5173);
    expect(portFromEnv(DEFAULT_PORT.start, { PORT: '8080' })).toBe(8080);
    expect(portFromEnv(DEFAULT_PORT.start, { PORT: '0' })).toBe(0);
  });

  it('reads another variable by its name, CMS_PORT for the editing app’s local backend', () => {
    expect(portFromEnv(DEFAULT_PORT.cmsBackend, { PORT: '5000' }, 'CMS_PORT')).toBe(8081);
    expect(portFromEnv(DEFAULT_PORT.cmsBackend, { CMS_PORT: '5601' }, 'CMS_PORT')).toBe(5601);
    expect(() => portFromEnv(DEFAULT_PORT.cmsBackend, { CMS_PORT: 'x' }, 'CMS_PORT')).toThrow(
      'CMS_PORT=x is no port',
    );
  });

  it('refuses what is no port, saying what to write', () => {
    for (const PORT of ['abc', '70000', '80.5', '-1', '0x50', '1e3']) {
      expect(() => portFromEnv(DEFAULT_PORT.start, { PORT }), PORT).toThrow(
        `PORT=${PORT} is no port: a whole number from 0 to 65535 (0: any free one)`,
      );
    }
  });
});

describe('the build output', () => {
  it('is dist/ with its files in .serve/ and the nginx files in deploy/', () => {
    const dist = distDir(ROOT, {});
    expect(dist).toBe(join(ROOT, 'dist'));
    expect(buildFiles(dist, ROOT, {})).toEqual({
      serveConfig: join(ROOT, '.serve', 'dist.json'),
      buildInfo: join(ROOT, '.serve', 'dist.build-info.json'),
      nginxHeaders: join(ROOT, 'deploy', 'nginx-headers.conf'),
      nginxCsp: join(ROOT, 'deploy', 'nginx-csp.conf'),
      nginxRoutes: join(ROOT, 'deploy', 'nginx-routes.conf'),
    });
  });

  it('is DIST_DIR with every file of its own in .serve/, leaving deploy/ to dist/', () => {
    const env = { DIST_DIR: '.build/dist-seengen' };
    const dist = distDir(ROOT, env);
    expect(dist).toBe(join(ROOT, '.build', 'dist-seengen'));
    expect(buildFiles(dist, ROOT, env)).toEqual({
      serveConfig: join(ROOT, '.serve', 'dist-seengen.json'),
      buildInfo: join(ROOT, '.serve', 'dist-seengen.build-info.json'),
      nginxHeaders: join(ROOT, '.serve', 'dist-seengen.nginx-headers.conf'),
      nginxCsp: join(ROOT, '.serve', 'dist-seengen.nginx-csp.conf'),
      nginxRoutes: join(ROOT, '.serve', 'dist-seengen.nginx-routes.conf'),
    });
  });
});
