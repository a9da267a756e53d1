// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadContent } from '@/content/load';
import { Hero } from './hero';
import { HousingStats } from './housing-stats';

const { site, municipality } = loadContent(process.cwd(), 'diepoldsau');

describe('HousingStats', () => {
  it('shows the total and both cards with count and share', () => {
    render(<HousingStats municipality={municipality} />);
    const section = screen.getByRole('region', { name: 'Bestand Einfamilienhäuser Diepoldsau' });
    expect(section.id).toBe('HousingStatsSection');
    expect(within(section).getByText("1'567")).toBeTruthy();
    expect(within(section).getByText('312')).toBeTruthy();
    // A no-break space keeps number and % together.
    expect(section.textContent).toContain('19.9\u00a0% aller Einfamilienhäuser');
    expect(within(section).getByText("1'255")).toBeTruthy();
    expect(section.textContent).toContain('80.1\u00a0% aller Einfamilienhäuser');
  });
});

describe('Hero', () => {
  it('has the headline with the municipality, the sub-text and both buttons', () => {
    render(<Hero site={site} municipality={municipality} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('Diepoldsau');
    const book = screen.getByRole('link', { name: 'Termin buchen' });
    expect(book.getAttribute('href')).toBe(site.links.booking);
    expect(book.getAttribute('target')).toBe('_blank');
    expect(book.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByRole('link', { name: 'Mail senden' }).getAttribute('href')).toBe(
      `mailto:${site.cooperative.email}`,
    );
    expect(screen.getByRole('img', { name: '100in100' })).toBeTruthy();
  });
});
