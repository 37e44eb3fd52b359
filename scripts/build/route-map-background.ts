import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { geoArea, geoBounds } from 'd3-geo';
import type { FeatureCollection, MultiLineString, Polygon } from 'geojson';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, GeometryObject, Topology } from 'topojson-specification';

const require = createRequire(import.meta.url);
const atlasCache = new Map<string, Topology>();
function atlas(name: string): Topology {
  const cached = atlasCache.get(name);
  if (cached) return cached;
  const topology = JSON.parse(readFileSync(require.resolve(`world-atlas/${name}.json`), 'utf8')) as Topology;
  atlasCache.set(name, topology);
  return topology;
}

export type Bounds = [[number, number], [number, number]];

/** A piece of the map's background and its extent in degrees, worked out once per atlas. */
interface Piece<G> {
  geometry: G;
  bounds: Bounds;
}

const piecesCache = new Map<string, { land: Piece<Polygon>[]; borders: Piece<number[][]>[] }>();

/** The extent of a line in degrees (the atlas's lines never cross the antimeridian in the regions drawn). */
function lineBounds(points: number[][]): Bounds {
  const lons = points.map(([lon = 0]) => lon);
  const lats = points.map(([, lat = 0]) => lat);
  return [
    [Math.min(...lons), Math.min(...lats)],
    [Math.max(...lons), Math.max(...lats)],
  ];
}

/**
 * The land and the borders at one level of detail, cut into pieces with their extents, once for every map.
 * Smaller regions need a finer coastline (the file grows with it). A shape wound the wrong way round would cover the
 * rest of the globe (d3 reads polygons on the sphere), so anything larger than a hemisphere is dropped.
 */
function piecesOf(detail: string) {
  const cached = piecesCache.get(detail);
  if (cached) return cached;
  const topology = atlas(`land-${detail}`);
  const land = feature(topology, topology.objects.land as GeometryObject) as unknown as FeatureCollection;
  const polygons: Polygon[] = land.features.flatMap(({ geometry }) => {
    if (geometry.type === 'MultiPolygon')
      return geometry.coordinates.map((coordinates) => ({ type: 'Polygon' as const, coordinates }));
    return geometry.type === 'Polygon' ? [geometry] : [];
  });
  const countries = atlas(`countries-${detail}`);
  const borders = mesh(
    countries,
    countries.objects.countries as GeometryCollection,
    (a, b) => a !== b,
  ) as MultiLineString;
  const pieces = {
    land: polygons
      .filter((geometry) => geoArea(geometry) < 2 * Math.PI)
      .map((geometry) => ({ geometry, bounds: geoBounds(geometry) as Bounds })),
    borders: borders.coordinates.map((line) => ({ geometry: line, bounds: lineBounds(line) })),
  };
  piecesCache.set(detail, pieces);
  return pieces;
}

/** Whether a piece can show in the view: a piece crossing the antimeridian (west beyond east) is always kept. */
const meets = ([[west, south], [east, north]]: Bounds, [[left, bottom], [right, top]]: Bounds) =>
  west > east || (west <= right && east >= left && south <= top && north >= bottom);

/**
 * The land and borders that can show in a map whose corners are `view` (degrees, with a margin): the rest of the
 * world is clipped away anyway, and projecting it for every map was most of the build's time.
 */
export function backgroundIn(detail: string, view: Bounds) {
  const { land, borders } = piecesOf(detail);
  const polygons = land.filter((piece) => meets(piece.bounds, view)).map((piece) => piece.geometry);
  const lines = borders.filter((piece) => meets(piece.bounds, view)).map((piece) => piece.geometry);
  return {
    land: {
      type: 'FeatureCollection' as const,
      features: polygons.map((geometry) => ({ type: 'Feature' as const, properties: {}, geometry })),
    },
    borders: { type: 'MultiLineString' as const, coordinates: lines },
  };
}
