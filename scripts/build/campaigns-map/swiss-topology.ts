import { readFileSync } from 'node:fs';
import { geoArea, geoCentroid, geoContains } from 'd3-geo';
import type { Feature, MultiPolygon, Polygon } from 'geojson';
import { feature, mesh } from 'topojson-client';
import { presimplify, simplify } from 'topojson-simplify';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { GEODATA_YEAR, geodataFile } from '../../../src/content/geodata/swiss-geodata.ts';

// The geodata the map is drawn from: swiss-maps' TopoJSON of GEODATA_YEAR (the country, its cantons, lakes
// and municipalities as swisstopo's generalised boundaries, in degrees). Read once per process (some
// 750 KB of JSON, about 0.1 s), simplified per drawing size, and never part of a browser bundle.

type Shape = Feature<Polygon | MultiPolygon>;
type Layers = 'country' | 'cantons' | 'lakes' | 'municipalities';
type SwissTopology = Topology<Record<Layers, GeometryCollection>>;

let cached: { topology: SwissTopology; presimplified?: SwissTopology } | undefined;

function topology() {
  cached ??= { topology: JSON.parse(readFileSync(geodataFile(GEODATA_YEAR, 'ch-combined.json'), 'utf8')) };
  return cached;
}

/** The outlines the map draws, with every point whose triangle to its neighbours is under `minArea` (square degrees) dropped. */
export function mapLayers(minArea: number) {
  const state = topology();
  // topojson-simplify's types take objects of non-null properties; these have none at all.
  type Simplifiable = Parameters<typeof presimplify>[0];
  state.presimplified ??= presimplify(state.topology as Simplifiable) as SwissTopology;
  const simple = simplify(state.presimplified as Simplifiable, minArea) as SwissTopology;
  const { objects } = simple;
  return {
    country: feature(simple, objects.country),
    // Each border between two cantons once; the country's outline is drawn with the country.
    cantonBorders: mesh(simple, objects.cantons, (a, b) => a !== b),
    lakes: feature(simple, objects.lakes),
  };
}

/** The country and its lakes at full detail: what a drawing is fitted to. */
export function frameShape() {
  const { topology: t } = topology();
  const features = [...feature(t, t.objects.country).features, ...feature(t, t.objects.lakes).features];
  return { type: 'FeatureCollection' as const, features };
}

/** Each canton at full detail, by its official number (1 Zürich … 26 Jura). */
export function cantonShapes(): Map<number, Shape> {
  const { topology: t } = topology();
  return new Map(
    t.objects.cantons.geometries.map((geometry) => [Number(geometry.id), feature(t, geometry) as Shape]),
  );
}

/** The municipality of official number `number` at full detail, if there is one today. */
export function municipalityShape(number: number): Shape | undefined {
  const { topology: t } = topology();
  const geometry = t.objects.municipalities.geometries.find((g) => Number(g.id) === number);
  return geometry ? (feature(t, geometry) as Shape) : undefined;
}

/**
 * Where a municipality's mark stands: its centroid, or, where that lies outside it (a crescent, a
 * municipality of several parts), the point inside it nearest to the centroid among points halfway to its
 * corners. So every mark stands on its municipality, and with it in its canton.
 */
export function markPoint(shape: Shape): [number, number] {
  const centroid = geoCentroid(shape);
  if (geoContains(shape, centroid)) return centroid;
  const polygons =
    shape.geometry.type === 'Polygon' ? [shape.geometry.coordinates] : shape.geometry.coordinates;
  const largest = polygons
    .map((rings) => ({ rings, area: geoArea({ type: 'Polygon', coordinates: rings }) }))
    .sort((a, b) => b.area - a.area)[0]?.rings;
  const part = largest ? geoCentroid({ type: 'Polygon', coordinates: largest }) : centroid;
  if (geoContains(shape, part)) return part;
  const distance = ([x, y]: [number, number]) => Math.hypot(x - centroid[0], y - centroid[1]);
  const inside = (largest?.[0] ?? [])
    .map(([x = 0, y = 0]): [number, number] => [(x + centroid[0]) / 2, (y + centroid[1]) / 2])
    .filter((point) => geoContains(shape, point))
    .sort((a, b) => distance(a) - distance(b));
  return inside[0] ?? centroid;
}
