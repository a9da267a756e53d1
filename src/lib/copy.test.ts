import { describe, expect, it } from 'vitest';
import { loadContent } from '@/content/load';
import { fillCopy } from './copy';

const { municipality } = loadContent(process.cwd(), 'diepoldsau');

describe('fillCopy', () => {
  it('fills the municipality and the target', () => {
    expect(fillCopy('{target} Heizungen in {municipality}', municipality)).toBe(
      '100 Heizungen in Diepoldsau',
    );
  });
});
