import type { GeoProjection } from 'd3-geo';
import type { Canvas } from './route-canvas.ts';
import { type Box, lineHitsBox, overlaps, type Point } from './route-geometry.ts';
import { inside, textWidth } from './route-labels.ts';

/** A country or sea named on the map for orientation, in the page's language. */
export interface MapName {
  name: string;
  kind: 'country' | 'sea';
  lon: number;
  lat: number;
}

/** Where else a name may go when its own point is taken: a little above, below, left, right, then further. */
const NUDGES: Point[] = [
  [0, 0],
  [0, -18],
  [0, 18],
  [-36, 0],
  [36, 0],
  [0, -40],
  [0, 40],
  [-72, 0],
  [72, 0],
  [-60, -36],
  [-60, 36],
  [60, -36],
  [60, 36],
];

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** What a placed name or the scale bar must keep clear of: names and badges of the stops, and the route's lines. */
export interface Taken {
  boxes: Box[];
  route: Point[][];
  canvas: Canvas;
}

const clear = (box: Box, taken: Taken) =>
  inside(box, taken.canvas) &&
  !taken.boxes.some((other) => overlaps(box, other)) &&
  !taken.route.some((line) => lineHitsBox(line, box));

/**
 * The neighbouring countries and seas that fall on the map, each once, at the first of its listed points where it
 * clears everything already drawn (a name listed twice has a point for a close map and one for a wide one).
 */
export function placeNames(names: MapName[], projection: GeoProjection, taken: Taken): string[] {
  const placed = new Set<string>();
  const drawn: string[] = [];
  for (const { name, kind, lon, lat } of names) {
    if (placed.has(name)) continue;
    const [x0, y0] = projection([lon, lat]) ?? [-1, -1];
    const size = taken.canvas[kind];
    const width = textWidth(name, size) + (kind === 'country' ? name.length * 1.5 : 0);
    for (const [dx, dy] of NUDGES) {
      const [x, y] = [x0 + dx, y0 + dy];
      // With room to spare: the width is an estimate, and a line grazing a name still cuts it.
      const box = { left: x - width / 2 - 6, top: y - size - 3, right: x + width / 2 + 6, bottom: y + 6 };
      if (!clear(box, taken)) continue;
      taken.boxes.push(box);
      placed.add(name);
      drawn.push(`<text x="${Math.round(x)}" y="${Math.round(y)}" class="p ${kind}">${escapeXml(name)}</text>`);
      break;
    }
  }
  return drawn;
}

const EARTH_RADIUS_KM = 6371;
const NICE_KM = [1000, 500, 250, 200, 100, 50, 25, 20, 10, 5];

/**
 * A scale bar for the map's middle latitude (Mercator stretches with latitude), a round number of kilometres long,
 * in a bottom corner that is free.
 */
export function scaleBar(projection: GeoProjection, locale: string, taken: Taken): string {
  const { width, height, maxBar } = taken.canvas;
  const [, lat = 0] = projection.invert?.([width / 2, height / 2]) ?? [];
  const kmPerPx = (EARTH_RADIUS_KM * Math.cos((lat * Math.PI) / 180)) / projection.scale();
  const km = NICE_KM.find((length) => length / kmPerPx <= maxBar) ?? 5;
  const length = Math.round(km / kmPerPx);
  const text = new Intl.NumberFormat(locale, { style: 'unit', unit: 'kilometer' }).format(km);
  const corners = [16, width - 16 - length].map((left) => ({
    left,
    top: height - 42,
    right: left + length,
    bottom: height - 10,
  }));
  const box = corners.find((corner) => clear(corner, taken)) ?? (corners[0] as Box);
  taken.boxes.push(box);
  const [x, y] = [box.left, box.bottom - 6];
  return (
    `<g data-scale="${km}"><path d="M${x} ${y - 6}V${y}H${x + length}V${y - 6}" fill="none" class="k" stroke-width="2"/>` +
    `<text x="${x + length / 2}" y="${y - 10}" class="p sc">${escapeXml(text)}</text></g>`
  );
}
