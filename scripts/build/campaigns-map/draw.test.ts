import { brotliCompressSync } from 'node:zlib';
import { geoContains } from 'd3-geo';
import { describe, expect, it } from 'vitest';
import { CANTONS } from '../../../src/content/geodata/cantons.ts';
import { officialMunicipalities } from '../../../src/content/geodata/swiss-geodata.ts';
import { MARKER_PHASES } from '../../../src/lib/campaign-markers.ts';
import { contrast } from '../../../tests/support/contrast.ts';
import { drawCampaignsMap, MAP_SIZES, type MapCampaign } from './draw.ts';
import { mapPalettes } from './palette.ts';
import { cantonShapes, markPoint, municipalityShape } from './swiss-topology.ts';

// The map of all campaigns: every campaign marked once, by phase, where its municipality is; its names
// where they fit; its colours legible in both schemes; its bytes within the budget (docs/performance.md).

const official = officialMunicipalities();
const FIXTURES: MapCampaign[] = [
  { name: 'Balsthal', bfsNumber: 2422, phase: 'running' },
  { name: 'Seengen', bfsNumber: 4208, phase: 'announced' },
  { name: 'Diepoldsau', bfsNumber: 3234, phase: 'finished' },
  { name: 'Weinfelden', bfsNumber: 4946, phase: 'finished' },
];
/** A hundred municipalities across the country, in the three phases. */
const HUNDRED: MapCampaign[] = [...official]
  .filter((_, i) => i % 21 === 0)
  .slice(0, 100)
  .map(([bfsNumber, { name }], i) => ({
    name: name ?? String(bfsNumber),
    bfsNumber,
    phase: MARKER_PHASES[i % 3] ?? 'finished',
  }));

/** The marks of a drawing: phase, number and position of each <use>. */
const marks = (svg: string) =>
  [...svg.matchAll(/<use href="#(\w)" class="\w" x="([\d.]+)" y="([\d.]+)" data-bfs="(\d+)"\/>/g)].map(
    ([, phase, x, y, bfs]) => ({ phase, x: Number(x), y: Number(y), bfs: Number(bfs) }),
  );

describe('the map of all campaigns', () => {
  it('marks every campaign once, by the shape of its phase, where its drawing places it', () => {
    for (const campaigns of [FIXTURES, HUNDRED]) {
      const map = drawCampaignsMap(campaigns);
      const drawn = marks(map.svg);
      expect(drawn.map((mark) => mark.bfs).sort()).toEqual(campaigns.map((c) => c.bfsNumber).sort());
      for (const campaign of map.campaigns) {
        const mark = drawn.find((it) => it.bfs === campaign.bfsNumber);
        expect(mark).toEqual({
          phase: campaign.phase[0],
          x: campaign.x,
          y: campaign.y,
          bfs: campaign.bfsNumber,
        });
        expect(campaign.x).toBeGreaterThan(0);
        expect(campaign.x).toBeLessThan(map.width);
        expect(campaign.y).toBeGreaterThan(0);
        expect(campaign.y).toBeLessThan(map.height);
      }
      // Each phase's shape is defined once and differs from the others'.
      const shapes = MARKER_PHASES.map(
        (phase) => new RegExp(`<path id="${phase[0]}" d="([^"]+)"`).exec(map.svg)?.[1],
      );
      expect(new Set(shapes).size).toBe(3);
    }
  });

  it('places every municipality of today in its canton, inside the drawing: no number can put a mark elsewhere', () => {
    const cantons = cantonShapes();
    const outside: string[] = [];
    for (const [number, { name, canton }] of official) {
      const shape = municipalityShape(number);
      const canton_ = cantons.get(CANTONS.indexOf(canton) + 1);
      if (!shape || !canton_ || !geoContains(canton_, markPoint(shape))) outside.push(`${number} ${name}`);
    }
    expect(outside).toEqual([]);
    // The drawing holds the whole country: the westernmost, easternmost, northernmost and southernmost.
    const corners = [6621, 3847, 2964, 5250].map((bfsNumber) => ({
      name: String(bfsNumber),
      bfsNumber,
      phase: 'finished' as const,
    }));
    for (const size of Object.values(MAP_SIZES)) {
      const map = drawCampaignsMap(corners, size);
      for (const { x, y } of map.campaigns) {
        expect(x - size.markRadius).toBeGreaterThanOrEqual(0);
        expect(x + size.markRadius).toBeLessThanOrEqual(map.width);
        expect(y - size.markRadius).toBeGreaterThanOrEqual(0);
        expect(y + size.markRadius).toBeLessThanOrEqual(map.height);
      }
    }
  });

  it('names a campaign where its name fits, running ones first, never one name over another', () => {
    const map = drawCampaignsMap(HUNDRED);
    const texts = [...map.svg.matchAll(/<text x="(-?\d+)" y="(-?\d+)"[^>]*>([^<]+)<\/text>/g)];
    expect(texts.length).toBe(map.campaigns.filter((c) => c.labelled).length);
    expect(texts.length).toBeGreaterThan(20);
    // Where running campaigns are few, each is named.
    expect(drawCampaignsMap(FIXTURES).campaigns.every((c) => c.labelled)).toBe(true);
    for (const [, x, y] of texts) {
      expect(Number(x)).toBeGreaterThanOrEqual(0);
      expect(Number(x)).toBeLessThanOrEqual(map.width);
      expect(Number(y)).toBeLessThanOrEqual(map.height);
    }
  });

  it('draws marks and names legible in both schemes: marks 3:1 against the land, names 4.5:1 on their halo', () => {
    for (const palette of Object.values(mapPalettes())) {
      expect(contrast(palette.label, palette.halo)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(palette.label, palette.land)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(palette.outline, palette.land)).toBeGreaterThanOrEqual(3);
      for (const phase of MARKER_PHASES) {
        const { fill, edge } = palette.marks[phase];
        // The mark's edge, or its whole shape, stands out from the land it stands on.
        expect(Math.max(contrast(edge, palette.land), contrast(fill, palette.land))).toBeGreaterThanOrEqual(
          3,
        );
      }
    }
  });

  it('stays within its byte budget with a hundred campaigns: 12 KB as Brotli (wide), 8 KB (narrow)', () => {
    const size = (svg: string) => brotliCompressSync(svg).length;
    expect(size(drawCampaignsMap(HUNDRED, MAP_SIZES.wide).svg)).toBeLessThanOrEqual(12 * 1024);
    expect(size(drawCampaignsMap(HUNDRED, MAP_SIZES.narrow).svg)).toBeLessThanOrEqual(8 * 1024);
  });
});
