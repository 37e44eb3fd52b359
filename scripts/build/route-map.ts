import { geoMercator, geoPath } from 'd3-geo';
import { FIXED, tone } from '../../src/design/palette.ts';
import { type MapName, placeNames, scaleBar } from './map-context.ts';
import { type Badge, placeBadges } from './route-badges.ts';
import { type Canvas, WIDE } from './route-canvas.ts';
import { crossings, curvePoints, type Point } from './route-geometry.ts';
import { type LabelledStop, layoutLabels } from './route-labels.ts';
import { backgroundIn } from './route-map-background.ts';

export type { MapName } from './map-context.ts';
export { PHONE, WIDE } from './route-canvas.ts';
export { dayRanges } from './route-labels.ts';

export interface MapStop extends LabelledStop {
  lon: number;
  lat: number;
}

// Land, route, names and halo in the page's own tones; sea and borders are the map's.
const LIGHT = {
  sea: '#d9e8ef',
  land: tone('sand', '100', 'light'),
  border: '#a8977a',
  route: tone('brand', '700', 'light'),
  ink: tone('ink', '900', 'light'),
  halo: tone('surface', 'DEFAULT', 'light'),
  country: '#6e604b',
  water: '#2f5f78',
};
// On the page's dark grounds: a bright map would be the one glaring panel on a dark page.
const DARK = {
  sea: '#17252e',
  land: '#2b2520',
  border: '#8a7b63',
  route: tone('brand', '600', 'dark'),
  ink: FIXED.cream[100],
  halo: tone('sand', '50', 'dark'),
  country: '#b9aa90',
  water: '#8db6cb',
};

/** The map's colours by class, and again for a page in the dark scheme (an image follows the page's scheme). */
const colours = (c: typeof LIGHT) =>
  `.s{fill:${c.sea}}.g{fill:${c.land}}.d{stroke:${c.border}}.r{stroke:${c.route}}.k{stroke:${c.ink}}` +
  `.l{fill:${c.ink};stroke:${c.halo}}rect{fill:${c.route};stroke:${c.halo}}.b{fill:${c.halo}}` +
  `.country{fill:${c.country};stroke:${c.land}}.sea{fill:${c.water};stroke:${c.sea}}.sc{fill:${c.ink};stroke:${c.sea}}`;
const style = (canvas: Canvas) =>
  `.l{font-size:${canvas.label}px;font-weight:600;paint-order:stroke;stroke-width:4px;stroke-linejoin:round}` +
  `rect{stroke-width:2}.b{text-anchor:middle;font-size:${canvas.badge}px;font-weight:700}` +
  `.p{text-anchor:middle;paint-order:stroke;stroke-width:3px;stroke-linejoin:round;font-size:${canvas.country}px}` +
  `.country{font-weight:600;letter-spacing:.1em;text-transform:uppercase}` +
  `.sea{font-size:${canvas.sea}px;font-style:italic}` +
  `${colours(LIGHT)}` +
  `@media (prefers-color-scheme:dark){${colours(DARK)}}`;

/** The stops in travel order (by day), returning to a place visited again later. */
function travelOrder(stops: MapStop[]): MapStop[] {
  const visits = stops.flatMap((stop, index) => stop.days.map((day) => ({ day, index, stop })));
  visits.sort((a, b) => a.day - b.day || a.index - b.index);
  return visits.map((visit) => visit.stop).filter((stop, i, all) => stop !== all[i - 1]);
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A leg of the route bent `bend` of its length to its left: a road travelled out and back reads as two lines. */
function leg(from: Point, to: Point, bend: number) {
  const control: Point = [
    (from[0] + to[0]) / 2 + (to[1] - from[1]) * bend,
    (from[1] + to[1]) / 2 - (to[0] - from[0]) * bend,
  ];
  const [a, c, b] = [from, control, to].map(([x, y]) => `${Math.round(x)} ${Math.round(y)}`);
  return { d: `M${a}Q${c} ${b}`, control, line: curvePoints(from, control, to) };
}

/** The bend each leg takes: the usual one unless another bend crosses fewer of the legs already drawn. */
const BENDS = [0.18, -0.18, 0.3, -0.3, 0.08, -0.08];
function routeLegs(order: Point[]) {
  const legs: ReturnType<typeof leg>[] = [];
  for (const [index, to] of order.slice(1).entries()) {
    const from = order[index] as Point;
    const options = BENDS.map((bend) => leg(from, to, bend));
    const cost = (option: ReturnType<typeof leg>) =>
      legs.reduce((sum, other) => sum + crossings(option.line, other.line), 0) +
      // Out and back along the very same curve would read as one line.
      (legs.some((other) => Math.hypot(other.control[0] - option.control[0], other.control[1] - option.control[1]) < 8)
        ? 100
        : 0);
    legs.push(options.reduce((best, option) => (cost(option) < cost(best) ? option : best)));
  }
  return legs;
}

/**
 * A static SVG of the route: land and borders from Natural Earth (world-atlas) in a Mercator projection fitted to
 * the stops, the route leg by leg in travel order, one badge per stop with its day numbers and its name, every
 * name placed clear of the others, of the route and inside the map; the neighbouring countries and seas, and a
 * scale bar.
 */
export function routeMapSvg(
  stops: MapStop[],
  locale: string,
  names: MapName[] = [],
  canvas: Canvas = WIDE,
): { svg: string; width: number; height: number } {
  // The server build and the browser's build each ask for every map: drawn once per route, language and canvas.
  const key = JSON.stringify([stops, locale, names, canvas]);
  const drawn = mapCache.get(key) ?? {
    svg: drawMap(stops, locale, names, canvas),
    width: canvas.width,
    height: canvas.height,
  };
  mapCache.set(key, drawn);
  return drawn;
}

const mapCache = new Map<string, { svg: string; width: number; height: number }>();

function drawMap(stops: MapStop[], locale: string, names: MapName[], canvas: Canvas): string {
  const { width, height, padding } = canvas;
  const points = { type: 'MultiPoint' as const, coordinates: stops.map((stop) => [stop.lon, stop.lat]) };
  const projection = geoMercator()
    .fitExtent(
      [
        [padding.x, padding.y],
        [width - padding.x, height - padding.y],
      ],
      points,
    )
    .clipExtent([
      [0, 0],
      [width, height],
    ]);
  const path = geoPath(projection).digits(0);
  const spanDegrees = Math.max(...stops.map((s) => s.lon)) - Math.min(...stops.map((s) => s.lon));
  const detail = spanDegrees < 6 ? '10m' : spanDegrees < 15 ? '50m' : '110m';
  const [west = 0, north = 0] = projection.invert?.([0, 0]) ?? [];
  const [east = 0, south = 0] = projection.invert?.([width, height]) ?? [];
  const { land, borders } = backgroundIn(detail, [
    [west - 1, south - 1],
    [east + 1, north + 1],
  ]);
  const badges = placeBadges(
    stops.map((stop) => projection([stop.lon, stop.lat]) as Point),
    stops,
    canvas,
  );
  const at = (stop: MapStop) => (badges[stops.indexOf(stop)] as Badge).centre;
  const legs = routeLegs(travelOrder(stops).map(at));
  const route = legs.map((one) => one.line);
  const labels = layoutLabels(badges, stops, route, canvas);
  const taken = { boxes: [...labels, ...badges].map((drawn) => drawn.box), route, canvas };
  const scale = scaleBar(projection, locale, taken);
  const context = placeNames(names, projection, taken);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" lang="${locale}" font-family="system-ui,sans-serif">`,
    `<style>${style(canvas)}</style>`,
    `<path d="M0 0H${width}V${height}H0z" class="s"/>`,
    `<path d="${path(land) ?? ''}" class="g"/>`,
    `<path d="${path(borders) ?? ''}" fill="none" class="d" stroke-width="1" stroke-dasharray="4 3"/>`,
    ...context,
    scale,
    `<path d="${legs.map((one) => one.d).join('')}" fill="none" class="r" stroke-width="2.5" stroke-dasharray="7 5"/>`,
    ...labels.flatMap((label, index) => {
      const [x, y] = at(stops[index] as MapStop);
      return label.leader
        ? [
            `<path d="M${Math.round(x)} ${Math.round(y)}L${Math.round(label.leader.x)} ${Math.round(label.leader.y)}" class="k" stroke-width="1.2"/>`,
          ]
        : [];
    }),
    ...badges.map(({ text, width, height, box }) =>
      [
        `<rect x="${Math.round(box.left)}" y="${Math.round(box.top)}" width="${width}" height="${height}" rx="${height / 2}"/>`,
        `<text x="${Math.round(box.left + width / 2)}" y="${Math.round(box.top + height / 2 + canvas.badge * 0.36)}" class="b">${text}</text>`,
      ].join(''),
    ),
    ...labels.map(
      (label, index) =>
        `<text x="${Math.round(label.x)}" y="${Math.round(label.y)}" class="l">${escapeXml(stops[index]?.name ?? '')}</text>`,
    ),
    '</svg>',
  ].join('');
}
