import { describe, expect, it } from 'vitest';
import { lastSave, onFileTexts, readNow, recorded, textOf, writingText } from './file-texts.ts';

// A stand-in for Decap's backends (the local one, GitLab, Gitea, GitHub): files in a map, as a git host has them.
class Host {
  files = new Map<string, string>([['content/site.json', '{"a":1}\n']]);
  written: { path: string; raw: string }[] = [];
  constructor(readonly options: { branch: string }) {}
  async getEntry(path: string) {
    return { file: { path }, data: this.files.get(path) ?? '' };
  }
  async entriesByFolder() {
    return [...this.files].map(([path, data]) => ({ file: { path }, data }));
  }
  async entriesByFiles() {
    return this.entriesByFolder();
  }
  async persistEntry(
    entry: { dataFiles: { path: string; raw: string }[]; assets: unknown[] },
    _options?: unknown,
  ) {
    for (const file of entry.dataFiles) {
      this.files.set(file.path, file.raw);
      this.written.push({ path: file.path, raw: file.raw });
    }
  }
}

describe('recorded (the backends as the app registers them)', () => {
  it('keeps what each backend was made with, and adds no way of listing a backend lacks', () => {
    const Recorded = recorded(Host);
    const host = new Recorded({ branch: 'main' });
    expect(host.options).toEqual({ branch: 'main' });
    expect('allEntriesByFolder' in host).toBe(false);
  });

  it('knows each file’s text as read, and each save with the text before it', async () => {
    const host = new (recorded(Host))({ branch: 'main' });
    const saved: boolean[] = [];
    const stop = onFileTexts((wrote) => saved.push(wrote));
    await host.entriesByFolder();
    expect(textOf('content/site.json')).toBe('{"a":1}\n');
    await host.persistEntry({ dataFiles: [{ path: 'content/site.json', raw: '{"a":2}\n' }], assets: [] }, {});
    expect(lastSave('content/site.json')).toMatchObject({
      path: 'content/site.json',
      before: '{"a":1}\n',
      after: '{"a":2}\n',
    });
    expect(textOf('content/site.json')).toBe('{"a":2}\n');
    expect(saved).toEqual([false, true]);
    stop();
  });

  it('writes the very text undo restores in place of the form’s, for that save only', async () => {
    const host = new (recorded(Host))({ branch: 'main' });
    const exact = '{\n  "a": 1\n}\n';
    const save = () =>
      host.persistEntry({ dataFiles: [{ path: 'content/site.json', raw: '{"a":1}' }], assets: [] }, {});
    await writingText('content/site.json', exact, save);
    await save();
    expect(host.written.map(({ raw }) => raw)).toEqual([exact, '{"a":1}']);
  });

  it('reads a file again from the host, past what it saw of it', async () => {
    const host = new (recorded(Host))({ branch: 'main' });
    host.files.set('content/site.json', '{"b":3}\n');
    expect(await readNow('content/site.json')).toBe('{"b":3}\n');
    expect(textOf('content/site.json')).toBe('{"b":3}\n');
  });
});
