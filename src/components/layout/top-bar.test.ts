import { describe, expect, it } from 'vitest';
import { topBarVisible } from './top-bar.tsx';

describe('topBarVisible', () => {
  it('is hidden before any scrolling, wherever the logo is', () => {
    expect(topBarVisible(0, 800, 100)).toBe(false);
    expect(topBarVisible(0, 800, null)).toBe(false);
  });
  it('shows once the hero logo is within 64 + 120 px of the top', () => {
    expect(topBarVisible(50, 800, 185)).toBe(false);
    expect(topBarVisible(50, 800, 184)).toBe(true);
    expect(topBarVisible(500, 800, -300)).toBe(true);
  });
  it('without a hero logo, shows from half the window height minus 120', () => {
    expect(topBarVisible(279, 800, null)).toBe(false);
    expect(topBarVisible(280, 800, null)).toBe(true);
    expect(topBarVisible(1, 200, null)).toBe(true);
  });
});
