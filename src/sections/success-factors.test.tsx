// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SUCCESS_FACTOR_ICONS } from '@/content/schema/site/success-factors.ts';
import type { Site } from '@/content/schema/site.ts';
import { site } from '../../tests/fixtures/unit-content.ts';
import { SuccessFactors } from './success-factors.tsx';

describe('SuccessFactors', () => {
  it('draws every icon name the content schema accepts', () => {
    // Which icon each name draws is typed to cover every name (SUCCESS_FACTOR_ICON); each draws here.
    const factors = SUCCESS_FACTOR_ICONS.map((icon) => ({ icon, title: icon, text: `Text ${icon}` }));
    // Four cards at a time, as the schema allows.
    for (let i = 0; i < factors.length; i += 4) {
      const { unmount } = render(
        <SuccessFactors site={{ ...site, successFactors: factors.slice(i, i + 4) } as Site} />,
      );
      for (const item of screen.getAllByRole('listitem')) {
        expect(item.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
      }
      unmount();
    }
  });

  it("shows each factor's title and text as the content gives them", () => {
    const successFactors = site.successFactors.map((factor, i) =>
      i === 0 ? { ...factor, title: 'Vor Ort in Seengen' } : factor,
    );
    render(<SuccessFactors site={{ ...site, successFactors }} />);
    const titles = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(titles).toEqual(successFactors.map((factor) => factor.title));
    expect(screen.getAllByRole('listitem')[1]?.textContent).toContain(successFactors[1]?.text);
  });
});
