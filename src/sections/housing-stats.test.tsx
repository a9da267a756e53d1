// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sectionTitle } from '@/lib/copy.ts';
import { housingFigures } from '@/lib/figures.ts';
import { municipality, site } from '../../tests/fixtures/unit-content.ts';
import { HousingStats } from './housing-stats.tsx';

describe('HousingStats', () => {
  it('shows the total and both cards with count and share', () => {
    const title = sectionTitle(site, 'HousingStatsSection');
    render(<HousingStats title={title} site={site} figures={housingFigures(municipality, {})} />);
    // Seengen: 2'480 houses, 620 renewable (25.0 %), 1'860 fossil (75.0 %).
    const section = screen.getByRole('region', { name: 'Bestand Einfamilien\u00adhäuser Seengen' });
    expect(section.id).toBe('HousingStatsSection');
    expect(within(section).queryAllByText("2'480")).toHaveLength(1);
    expect(within(section).queryAllByText('620')).toHaveLength(1);
    // A no-break space keeps number and % together.
    expect(section.textContent).toContain('25.0\u00a0% aller Einfamilienhäuser');
    expect(within(section).queryAllByText("1'860")).toHaveLength(1);
    expect(section.textContent).toContain('75.0\u00a0% aller Einfamilienhäuser');
  });
});
