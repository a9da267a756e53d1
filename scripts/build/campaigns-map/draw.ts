import { createHash } from 'node:crypto';
import { type GeoContext, type GeoPermissibleObjects, geoMercator, geoPath } from 'd3-geo';
import { escapeHtml } from '../../../src/base/escape-html.ts';
import { TOP_LEVEL } from '../../../src/base/top-level.ts';
import type { CampaignPhase } from '../../../src/content/campaign-time.ts';
import { MARKER_PHASES, markerPath } from '../../../src/lib/campaign-markers.ts';
import { placeLabels } from './labels.ts';
import { type MapPalette, mapPalettes } from './palette.ts';
import { frameShape, mapLayers, markPoint, municipalityShape } from './swiss-topology.ts';

// The map of all campaigns as an SVG file of the build (the overview page shows it lazily as an image): the
// cantons' borders, the lakes and the country's outline, simplified to what the drawing's size shows, and
// each campaign's municipality marked by its phase, its name beside it where there is room. No script, its
// colours for both schemes in its own style (an image's content is beyond the page's CSS).

export interface MapCampaign {
  name: string;
  bfsNumber: number;
  phase: CampaignPhase;
}

/** What a drawing of the map is: its width in its own units, its margin, its marks' half width and its names' size. */
export interface MapSize {
  width: number;
  margin: number;
  markRadius: number;
  fontSize: number;
  /**
   * Points whose triangle to their neighbours is smaller than this (in square units of the drawing) are left
   * out: at one unit per pixel, detail under a pixel that no eye can see at the drawing's size.
   */
  detail: number;
}

/**
 * The drawings the overview shows: a wide one for screens from 640 px (shown 590 to 1090 px wide), and a
 * narrow one for phones (shown 280 to 590 px wide), where the wide one's names would be 5 px high: its
 * marks and names larger for its size, fewer names where they fit, its outlines coarser.
 */
export const MAP_SIZES = {
  wide: { width: 960, margin: 16, markRadius: 8, fontSize: 16, detail: 1 },
  narrow: { width: 400, margin: 8, markRadius: 9, fontSize: 17, detail: 0.5 },
} as const satisfies Record<string, MapSize>;
export const MAP_SIZE: MapSize = MAP_SIZES.wide;

export interface PlacedCampaign extends MapCampaign {
  /** The mark's centre in the drawing. */
  x: number;
  y: number;
  /** Whether its name is written beside it. */
  labelled: boolean;
}

export interface CampaignsMap {
  svg: string;
  width: number;
  height: number;
  campaigns: PlacedCampaign[];
}

const round = (value: number) => Math.round(value);

/**
 * A path's data with whole units and relative steps ("M12 40l3-2 5 1z"): a third of d3's absolute form with
 * one decimal. Rounding follows the rounded position, so steps never drift.
 */
function compactPath(draw: (context: GeoContext) => void): string {
  let d = '';
  let x = 0;
  let y = 0;
  let line = false;
  const context = {
    moveTo(px: number, py: number) {
      x = round(px);
      y = round(py);
      d += `M${x} ${y}`;
      line = false;
    },
    lineTo(px: number, py: number) {
      const dx = round(px) - x;
      const dy = round(py) - y;
      if (dx === 0 && dy === 0) return;
      x += dx;
      y += dy;
      const step = `${dx}${dy < 0 ? '' : ' '}${dy}`;
      d += line ? (dx < 0 ? step : ` ${step}`) : `l${step}`;
      line = true;
    },
    closePath() {
      d += 'z';
      line = false;
    },
  } as unknown as GeoContext;
  draw(context);
  return d;
}

const css = (p: MapPalette) => {
  const marks = MARKER_PHASES.map(
    (phase) => `.${phase[0]}{fill:${p.marks[phase].fill};stroke:${p.marks[phase].edge}}`,
  ).join('');
  return `.g{fill:${p.ground}}.l{fill:${p.land};stroke:${p.outline};stroke-width:1.5}.k{fill:none;stroke:${p.border};stroke-width:.8}.s{fill:${p.lake}}${marks}text{fill:${p.label};stroke:${p.halo}}`;
};

/** The map of `campaigns`, each at its municipality (official number), drawn at `size`. */
export function drawCampaignsMap(campaigns: MapCampaign[], size: MapSize = MAP_SIZE): CampaignsMap {
  // Fitted to the country and its lakes: Lake Constance, Lake Geneva and Lago Maggiore reach beyond it.
  const frame = frameShape() as GeoPermissibleObjects;
  const projection = geoMercator().fitWidth(size.width - 2 * size.margin, frame);
  const [[left, top], [, bottom]] = geoPath(projection).bounds(frame);
  const [tx, ty] = projection.translate();
  projection.translate([tx + size.margin - left, ty + size.margin - top]);
  const width = size.width;
  const height = round(bottom - top + 2 * size.margin);
  // Square degrees per square unit, where the country lies: the simplification's threshold in degrees.
  const [x0 = 0, y0 = 0] = projection([8, 46.5]) ?? [];
  const [x1 = 0, y1 = 0] = projection([9, 47.5]) ?? [];
  const layers = mapLayers(size.detail / ((x1 - x0) * (y0 - y1)));
  const path = (object: unknown) =>
    compactPath((context) => geoPath(projection, context)(object as GeoPermissibleObjects));

  const placed = campaigns.map((campaign) => {
    const shape = municipalityShape(campaign.bfsNumber);
    if (!shape) throw new Error(`drawCampaignsMap: no municipality ${campaign.bfsNumber} (${campaign.name})`);
    const [x = 0, y = 0] = projection(markPoint(shape)) ?? [];
    return { ...campaign, x: Math.round(x * 10) / 10, y: Math.round(y * 10) / 10 };
  });
  const labels = placeLabels(placed, { width, height }, size);

  const palettes = mapPalettes();
  const light = css(palettes.light);
  const dark = css(palettes.dark);
  const defs = MARKER_PHASES.map(
    (phase) => `<path id="${phase[0]}" d="${markerPath(phase, size.markRadius)}"/>`,
  );
  // Finished ones first, so that running and announced marks lie on top where they crowd.
  const order = [...placed].sort((a, b) => MARKER_PHASES.indexOf(b.phase) - MARKER_PHASES.indexOf(a.phase));
  const marks = order.map(
    (c) =>
      `<use href="#${c.phase[0]}" class="${c.phase[0]}" x="${c.x}" y="${c.y}" data-bfs="${c.bfsNumber}"/>`,
  );
  const texts = labels.map(
    (label) =>
      `<text x="${label.x}" y="${label.y}"${label.anchor === 'start' ? '' : ` text-anchor="${label.anchor}"`}>${escapeHtml(label.name)}</text>`,
  );
  const svg = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">`,
    `<style>${light}@media (prefers-color-scheme:dark){${dark}}use{stroke-width:2}text{font:600 ${size.fontSize}px system-ui,sans-serif;stroke-width:4px;stroke-linejoin:round;paint-order:stroke}</style>`,
    `<defs>${defs.join('')}</defs>`,
    `<rect class="g" width="${width}" height="${height}" rx="16"/>`,
    `<path class="l" d="${path(layers.country)}"/>`,
    `<path class="k" d="${path(layers.cantonBorders)}"/>`,
    `<path class="s" d="${path(layers.lakes)}"/>`,
    `<g>${marks.join('')}</g>`,
    `<g>${texts.join('')}</g>`,
    '</svg>',
  ].join('');
  const labelled = new Set(labels.map((label) => label.bfsNumber));
  return {
    svg: `${svg}\n`,
    width,
    height,
    campaigns: placed.map((c) => ({ ...c, labelled: labelled.has(c.bfsNumber) })),
  };
}

/** The map's file in dist/: hashed by its content, so it is cached for good (assets/ is immutable). */
export const mapFile = (svg: string) =>
  `kampagnen-karte-${createHash('sha256').update(svg).digest('base64url').slice(0, 10)}.svg`;

/** The overview's maps, wide and narrow: each drawing, and where the build writes it (below the site's root). */
export function overviewMaps(
  overview: readonly { name: string; bfsNumber: number; status: { phase: CampaignPhase } }[],
) {
  const campaigns = overview.map(({ name, bfsNumber, status }) => ({ name, bfsNumber, phase: status.phase }));
  const draw = (size: MapSize) => {
    const map = drawCampaignsMap(campaigns, size);
    return { ...map, path: `/${TOP_LEVEL.assets}/${mapFile(map.svg)}` };
  };
  return { wide: draw(MAP_SIZES.wide), narrow: draw(MAP_SIZES.narrow) };
}

/** The maps as the overview page names them: their paths and sizes. */
export const mapImages = (maps: ReturnType<typeof overviewMaps>) => ({
  wide: { path: maps.wide.path, width: maps.wide.width, height: maps.wide.height },
  narrow: { path: maps.narrow.path, width: maps.narrow.width, height: maps.narrow.height },
});
