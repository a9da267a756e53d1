// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadContent } from '@/content/load';
import { PARTNER_TYPE_LABEL, Partners } from './partners';

const { municipality } = loadContent(process.cwd(), 'diepoldsau');

describe('Partners', () => {
  it('names each tile by the partner and shows the type in German', () => {
    render(<Partners municipality={municipality} />);
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(6);
    municipality.partners.forEach((partner, i) => {
      const link = links[i] as HTMLElement;
      expect(within(link).getByRole('img').getAttribute('alt')).toBe(partner.name);
      expect(link.textContent).toBe(PARTNER_TYPE_LABEL[partner.type]);
    });
  });
});
