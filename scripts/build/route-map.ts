import { geoMercator, geoPath } from 'd3-geo';
import { FIXED, tone } from '../../src/design/palette.ts';
import { backgroundIn } from './route-map-background.ts';

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
// Land, route, names and halo in the page's own tones; sea and borders are the map's.
const LIGHT = {
  sea: '#d9e8ef',
  land: tone('sand', '100', 'light'),
  border: '#a8977a',
  route: tone('brand', '700', 'light'),
  ink: tone('ink', '900', 'light'),
  halo: tone('surface', 'DEFAULT', 'light'),
};
// On the page's dark grounds: a bright map would be the one glaring panel on a dark page.
const DARK = {
  sea: '#17252e',
  land: '#2b2520',
  border: '#8a7b63',
  route: tone('brand', '600', 'dark'),
  ink: FIXED.cream[100],
  halo: tone('sand', '50', 'dark'),
};

/** The map's colours by class, and again for a page in the dark scheme (an image follows the page's scheme). */
const colours = (c: typeof LIGHT) =>
  `.s{fill:${c.sea}}.g{fill:${c.land}}.d{stroke:${c.border}}.r{stroke:${c.route}}.k{stroke:${c.ink}}` +
  `.l{fill:${c.ink};stroke:${c.halo}}rect{fill:${c.route};stroke:${c.halo}}.b{fill:${c.halo}}`;
const STYLE =
  `.l{font-size:17px;font-weight:600;paint-order:stroke;stroke-width:4px;stroke-linejoin:round}rect{stroke-width:2}` +
  `.b{text-anchor:middle;font-size:14px;font-weight:700}${colours(LIGHT)}` +
  `@media (prefers-color-scheme:dark){${colours(DARK)}}`;

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

type Side = MapStop['label'];
interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

const LABEL_SIZE = 17;
/** How far a name moves out when no place beside its badge is free (then a line joins them). */
const FAR = 26;
const MARGIN = 4;

/** The drawn width of a label at 17 px semibold, on the generous side: Chinese characters are square. */
function labelWidth(text: string): number {
  let width = 8; // the white halo on both sides
  for (const char of text)
    width += /[\u2e80-\u9fff\uff00-\uffef]/.test(char) ? LABEL_SIZE : /[A-Z&]/.test(char) ? 12 : 10;
  return width;
}

const overlaps = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
const inside = (box: Box) =>
  box.left >= MARGIN && box.top >= MARGIN && box.right <= WIDTH - MARGIN && box.bottom <= HEIGHT - MARGIN;

function badgeOf([x, y]: [number, number], stop: MapStop) {
  const text = dayRanges(stop.days).replace(/, /g, '·');
  const width = Math.max(24, 10 + text.length * 8);
  return { text, width, box: { left: x - width / 2, top: y - 12, right: x + width / 2, bottom: y + 12 } };
}

type Position = Side | 'above-right' | 'above-left' | 'below-right' | 'below-left';
const POSITIONS: Position[] = [
  'right',
  'left',
  'above',
  'below',
  'above-right',
  'above-left',
  'below-right',
  'below-left',
];

/** Where a label at `position` beside a badge sits: its start point and box (the text starts 4 px into its halo). */
function labelAt([x, y]: [number, number], badgeWidth: number, position: Position, width: number, far = 0) {
  const half = badgeWidth / 2;
  const offsets: Record<Position, [number, number]> = {
    right: [x + half + 6 + far, y + 6],
    left: [x - half - 6 - width - far, y + 6],
    above: [x - width / 2, y - 20 - far],
    below: [x - width / 2, y + 31 + far],
    'above-right': [x + half - 4 + far, y - 16 - far],
    'above-left': [x - half + 4 - width - far, y - 16 - far],
    'below-right': [x + half - 4 + far, y + 28 + far],
    'below-left': [x - half + 4 - width - far, y + 28 + far],
  };
  const [left, baseline] = offsets[position];
  const box = { left, top: baseline - LABEL_SIZE, right: left + width, bottom: baseline + 6 };
  // A name set apart from its badge gets a thin line to it, from the box's nearest point.
  const leader = far
    ? { x: Math.min(Math.max(x, box.left), box.right), y: Math.min(Math.max(y, box.top), box.bottom) }
    : undefined;
  return { x: left + 4, y: baseline, box, leader };
}

type Label = ReturnType<typeof labelAt>;

/**
 * Each stop's badge and name. A name goes on the side the content asks for when it fits there; otherwise on the
 * position around its badge (sides, then corners) that stays on the map and clears every badge and every other
 * name, or clashes least. A few passes let names placed early move once later ones have settled.
 */
function layout(points: [number, number][], stops: MapStop[]) {
  const badges = stops.map((stop, index) => badgeOf(points[index] as [number, number], stop));
  const candidates = stops.map((stop, index) =>
    [0, FAR].flatMap((far) =>
      [stop.label, ...POSITIONS].map((position) =>
        labelAt(points[index] as [number, number], badges[index]?.width ?? 24, position, labelWidth(stop.name), far),
      ),
    ),
  );
  const labels: (Label | undefined)[] = stops.map(() => undefined);
  const clashes = (box: Box, index: number) =>
    (inside(box) ? 0 : 10) +
    [
      ...labels.filter((_, other) => other !== index).map((label) => label?.box),
      ...badges.map((badge) => badge.box),
    ].filter((other): other is Box => other !== undefined && overlaps(box, other)).length;
  for (let pass = 0; pass < 4; pass++)
    candidates.forEach((options, index) => {
      labels[index] = options.reduce((a, b) => (clashes(b.box, index) < clashes(a.box, index) ? b : a));
    });
  return { badges, labels: labels as Label[] };
}

/** A leg of the route, bent a little to its left so a road travelled out and back reads as two lines. */
function leg([x1, y1]: [number, number], [x2, y2]: [number, number]): string {
  const bend = 0.18;
  const cx = (x1 + x2) / 2 + (y2 - y1) * bend;
  const cy = (y1 + y2) / 2 - (x2 - x1) * bend;
  return `M${Math.round(x1)} ${Math.round(y1)}Q${Math.round(cx)} ${Math.round(cy)} ${Math.round(x2)} ${Math.round(y2)}`;
}

/**
 * A static SVG of the route: land and borders from Natural Earth (world-atlas) in a Mercator projection fitted to
 * the stops, the route leg by leg in travel order, and one badge per stop with its day numbers and its name, every
 * name placed clear of the others and inside the map.
 */
export function routeMapSvg(stops: MapStop[], lang: string): { svg: string; width: number; height: number } {
  // The server build and the browser's build each ask for every map: drawn once per route and language.
  const key = JSON.stringify([stops, lang]);
  const drawn = mapCache.get(key) ?? { svg: drawMap(stops, lang), width: WIDTH, height: HEIGHT };
  mapCache.set(key, drawn);
  return drawn;
}

const mapCache = new Map<string, { svg: string; width: number; height: number }>();

function drawMap(stops: MapStop[], lang: string): string {
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
  const [west = 0, north = 0] = projection.invert?.([0, 0]) ?? [];
  const [east = 0, south = 0] = projection.invert?.([WIDTH, HEIGHT]) ?? [];
  const { land, borders } = backgroundIn(detail, [
    [west - 1, south - 1],
    [east + 1, north + 1],
  ]);
  const at = (stop: MapStop) => projection([stop.lon, stop.lat]) as [number, number];
  const order = travelOrder(stops).map(at);
  const legs = order.slice(1).map((point, index) => leg(order[index] as [number, number], point));
  const { badges, labels } = layout(stops.map(at), stops);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}" lang="${lang}" font-family="system-ui,sans-serif">`,
    `<style>${STYLE}</style>`,
    `<path d="M0 0H${WIDTH}V${HEIGHT}H0z" class="s"/>`,
    `<path d="${path(land) ?? ''}" class="g"/>`,
    `<path d="${path(borders) ?? ''}" fill="none" class="d" stroke-width="1" stroke-dasharray="4 3"/>`,
    `<path d="${legs.join('')}" fill="none" class="r" stroke-width="2.5" stroke-dasharray="7 5"/>`,
    ...labels.flatMap((label, index) => {
      const [x, y] = at(stops[index] as MapStop);
      return label.leader
        ? [
            `<path d="M${Math.round(x)} ${Math.round(y)}L${Math.round(label.leader.x)} ${Math.round(label.leader.y)}" class="k" stroke-width="1.2"/>`,
          ]
        : [];
    }),
    ...badges.map(({ text, width, box }) =>
      [
        `<rect x="${Math.round(box.left)}" y="${Math.round(box.top)}" width="${width}" height="24" rx="12"/>`,
        `<text x="${Math.round(box.left + width / 2)}" y="${Math.round(box.top + 17)}" class="b">${text}</text>`,
      ].join(''),
    ),
    ...labels.map(
      (label, index) =>
        `<text x="${Math.round(label.x)}" y="${Math.round(label.y)}" class="l">${escapeXml(stops[index]?.name ?? '')}</text>`,
    ),
    '</svg>',
  ].join('');
}
