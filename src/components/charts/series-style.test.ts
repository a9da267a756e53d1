import { describe, expect, it } from 'vitest';
import { MAX_CHART_SERIES } from '@/content/schema/heat-pump-index.ts';
import { seriesStyle } from './series-style.tsx';

describe('seriesStyle', () => {
  it('gives every series the content may hold a colour and a marker of its own', () => {
    const styles = Array.from({ length: MAX_CHART_SERIES }, (_, i) => seriesStyle(i));
    expect(new Set(styles.map((s) => s.color)).size).toBe(MAX_CHART_SERIES);
    expect(new Set(styles.map((s) => s.marker)).size).toBe(MAX_CHART_SERIES);
  });
});
