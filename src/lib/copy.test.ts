import { describe, expect, it } from 'vitest';
import { municipality } from '../../tests/fixtures/unit-content.ts';
import { fillCopy } from './copy.ts';

describe('fillCopy', () => {
  it('fills the municipality and the target', () => {
    expect(fillCopy('{target} Heizungen in {municipality}', municipality)).toBe('150 Heizungen in Seeblick');
  });
});
