import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { geoArea, geoMercator, geoPath } from 'd3-geo';
import type { FeatureCollection, MultiLineString, Polygon } from 'geojson';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, GeometryObject, Topology } from 'topojson-specification';

export interface MapStop {
  name: string;
  days: number[];
  lon: number;
  lat: number;
  label: 'left' | 'right' | 'above' | 'below';
}

const WIDTH = 640;
const HEIGHT = 440;
const PADDING = 64;
const COLOURS = { sea: '#d9e8ef', land: '#f4ede1', border: '#a8977a', route: '#9a3412', ink: '#1c1815' };

const require = createRequire(import.meta.url);
const atlasCache = new Map<string, Topology>();
function atlas(name: string): Topology {
  const cached = atlasCache.get(name);
  if (cached) return cached;
  const topology = JSON.parse(readFileSync(require.resolve(`world-atlas/${name}.json`), 'utf8')) as Topology;
  atlasCache.set(name, topology);
  return topology;
}

/**
 * Smaller regions need a finer coastline (the file grows with it). A shape wound the wrong way round would cover the rest of the globe
 * (d3 reads polygons on the sphere), so anything larger than a hemisphere is dropped.
 */
function landOf(detail: string): FeatureCollection {
  const topology = atlas(`land-${detail}`);
  const land = feature(topology, topology.objects.land as GeometryObject) as unknown as FeatureCollection;
  const polygons: Polygon[] = land.features.flatMap(({ geometry }) => {
    if (geometry.type === 'MultiPolygon')
      return geometry.coordinates.map((coordinates) => ({ type: 'Polygon' as const, coordinates }));
    return geometry.type === 'Polygon' ? [geometry] : [];
  });
  const features = polygons
    .filter((geometry) => geoArea(geometry) < 2 * Math.PI)
    .map((geometry) => ({ type: 'Feature' as const, properties: {}, geometry }));
  return { type: 'FeatureCollection', features };
}

/** "1–2, 9–10": consecutive days joined into ranges. */
export function dayRanges(days: number[]): string {
  const ranges: string[] = [];
  for (let i = 0; i < days.length; i++) {
    let end = i;
    while (end + 1 < days.length && days[end + 1] === (days[end] ?? 0) + 1) end++;
    ranges.push(end > i ? `${days[i]}–${days[end]}` : String(days[i]));
    i = end;
  }
  return ranges.join(', ');
}

/** The stops in travel order (by day), returning to a place visited again later. */
function travelOrder(stops: MapStop[]): MapStop[] {
  const visits = stops.flatMap((stop, index) => stop.days.map((day) => ({ day, index, stop })));
  visits.sort((a, b) => a.day - b.day || a.index - b.index);
  return visits.map((visit) => visit.stop).filter((stop, i, all) => stop !== all[i - 1]);
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function marker([x, y]: [number, number], stop: MapStop): string {
  const badge = dayRanges(stop.days).replace(/, /g, '·');
  const width = Math.max(24, 10 + badge.length * 8);
  const offsets = {
    right: { dx: width / 2 + 6, dy: 6, anchor: 'start' },
    left: { dx: -width / 2 - 6, dy: 6, anchor: 'end' },
    above: { dx: 0, dy: -20, anchor: 'middle' },
    below: { dx: 0, dy: 31, anchor: 'middle' },
  }[stop.label];
  return [
    `<rect x="${Math.round(x - width / 2)}" y="${Math.round(y - 12)}" width="${width}" height="24" rx="12"/>`,
    `<text x="${Math.round(x)}" y="${Math.round(y + 5)}" class="b">${badge}</text>`,
    `<text x="${Math.round(x + offsets.dx)}" y="${Math.round(y + offsets.dy)}" text-anchor="${offsets.anchor}" class="l">${escapeXml(stop.name)}</text>`,
  ].join('');
}

/**
 * A static SVG of the route: land and borders from Natural Earth (world-atlas) in a Mercator projection fitted to
 * the stops, the route in travel order, and one badge per stop with its day numbers and its name.
 */
export function routeMapSvg(stops: MapStop[], lang: string): { svg: string; width: number; height: number } {
  const points = { type: 'MultiPoint' as const, coordinates: stops.map((stop) => [stop.lon, stop.lat]) };
  const projection = geoMercator()
    .fitExtent(
      [
        [PADDING * 1.6, PADDING],
        [WIDTH - PADDING * 1.6, HEIGHT - PADDING],
      ],
      points,
    )
    .clipExtent([
      [0, 0],
      [WIDTH, HEIGHT],
    ]);
  const path = geoPath(projection).digits(0);
  const spanDegrees = Math.max(...stops.map((s) => s.lon)) - Math.min(...stops.map((s) => s.lon));
  const detail = spanDegrees < 6 ? '10m' : spanDegrees < 15 ? '50m' : '110m';
  const land = landOf(detail);
  const countries = atlas(`countries-${detail}`);
  const borders = mesh(
    countries,
    countries.objects.countries as GeometryCollection,
    (a, b) => a !== b,
  ) as MultiLineString;
  const route = { type: 'LineString' as const, coordinates: travelOrder(stops).map((s) => [s.lon, s.lat]) };
  const at = (stop: MapStop) => projection([stop.lon, stop.lat]) as [number, number];
  const svg = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}" lang="${lang}" font-family="system-ui,sans-serif">`,
    `<style>.l{font-size:17px;font-weight:600;fill:${COLOURS.ink};paint-order:stroke;stroke:#fff;stroke-width:4px;stroke-linejoin:round}rect{fill:${COLOURS.route};stroke:#fff;stroke-width:2}.b{text-anchor:middle;fill:#fff;font-size:14px;font-weight:700}</style>`,
    `<path d="M0 0H${WIDTH}V${HEIGHT}H0z" fill="${COLOURS.sea}"/>`,
    `<path d="${path(land) ?? ''}" fill="${COLOURS.land}"/>`,
    `<path d="${path(borders) ?? ''}" fill="none" stroke="${COLOURS.border}" stroke-width="1" stroke-dasharray="4 3"/>`,
    `<path d="${path(route) ?? ''}" fill="none" stroke="${COLOURS.route}" stroke-width="2.5" stroke-dasharray="7 5"/>`,
    ...stops.map((stop) => marker(at(stop), stop)),
    '</svg>',
  ].join('');
  return { svg, width: WIDTH, height: HEIGHT };
}
