// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sectionTitle } from '@/lib/copy.ts';
import { housingFigures } from '@/lib/figures.ts';
import { municipality, site } from '../../tests/fixtures/unit-content.ts';
import { Hero } from './hero.tsx';
import { HousingStats } from './housing-stats.tsx';

describe('HousingStats', () => {
  it('shows the total and both cards with count and share', () => {
    const title = sectionTitle(site, municipality, 'HousingStatsSection');
    render(<HousingStats title={title} municipality={municipality} figures={housingFigures(municipality)} />);
    // Seeblick: 2'480 houses, 620 renewable (25.0 %), 1'860 fossil (75.0 %).
    const section = screen.getByRole('region', { name: 'Bestand Einfamilien\u00adhäuser Seeblick' });
    expect(section.id).toBe('HousingStatsSection');
    expect(within(section).queryAllByText("2'480")).toHaveLength(1);
    expect(within(section).queryAllByText('620')).toHaveLength(1);
    // A no-break space keeps number and % together.
    expect(section.textContent).toContain('25.0\u00a0% aller Einfamilienhäuser');
    expect(within(section).queryAllByText("1'860")).toHaveLength(1);
    expect(section.textContent).toContain('75.0\u00a0% aller Einfamilienhäuser');
  });
});

describe('Hero', () => {
  it('has the headline with the municipality, the sub-text and both buttons', () => {
    render(<Hero site={site} municipality={municipality} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('Seeblick');
    const book = screen.getByRole('link', { name: 'Termin buchen' });
    expect(book.getAttribute('href')).toBe(site.links.booking);
    expect(book.getAttribute('target')).toBe('_blank');
    expect(book.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByRole('link', { name: 'Mail senden' }).getAttribute('href')).toBe(
      `mailto:${site.cooperative.email}`,
    );
    expect(screen.queryAllByRole('img', { name: '100in100' })).toHaveLength(1);
  });
});
