// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { municipality } from '../../tests/fixtures/unit-content.ts';
import { Partners } from './partners.tsx';

describe('Partners', () => {
  it('names each tile by the partner and shows the type in German', () => {
    render(<Partners title="Unsere Partner" municipality={municipality} />);
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(6);
    // The fixture's partners, one of each type, in the spec's order.
    const types = [
      'Gemeinde',
      'Kantonale Energieagentur',
      'Energieversorger',
      'Wärmepumpen-Firma',
      'Datenfirma',
      'Infrastruktur',
    ];
    municipality.partners.forEach((partner, i) => {
      const link = links[i] as HTMLElement;
      expect(within(link).getByRole('img').getAttribute('alt')).toBe(partner.name);
      expect(link.textContent).toBe(types[i]);
    });
  });
});
