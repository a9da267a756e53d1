// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { site } from '../../tests/fixtures/unit-content.ts';
import { Hero } from './hero.tsx';

describe('Hero', () => {
  it('has the headline with the municipality, the sub-text and both buttons', () => {
    render(<Hero site={site} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('Seengen');
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
