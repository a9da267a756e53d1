// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type Site, SUCCESS_FACTOR_ICONS } from '@/content/schema/site.ts';
import { municipality, site } from '../../tests/fixtures/unit-content.ts';
import { SUCCESS_FACTOR_ICON, SuccessFactors } from './success-factors.tsx';

describe('SuccessFactors', () => {
  it('draws every icon name the content schema accepts', () => {
    expect(Object.keys(SUCCESS_FACTOR_ICON).sort()).toEqual([...SUCCESS_FACTOR_ICONS].sort());
    const factors = SUCCESS_FACTOR_ICONS.map((icon) => ({ icon, title: icon, text: `Text ${icon}` }));
    // Four cards at a time, as the schema allows.
    for (let i = 0; i < factors.length; i += 4) {
      const { unmount } = render(
        <SuccessFactors
          site={{ ...site, successFactors: factors.slice(i, i + 4) } as Site}
          municipality={municipality}
        />,
      );
      for (const item of screen.getAllByRole('listitem')) {
        expect(item.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
      }
      unmount();
    }
  });

  it('fills {municipality} in the copy', () => {
    const successFactors = site.successFactors.map((f, i) =>
      i === 0 ? { ...f, title: 'Vor Ort in {municipality}' } : f,
    );
    render(<SuccessFactors site={{ ...site, successFactors }} municipality={municipality} />);
    expect(screen.queryAllByRole('heading', { level: 3, name: 'Vor Ort in Seeblick' })).toHaveLength(1);
  });
});
