import { type Box, lineHitsBox, overlaps, type Point } from './route-geometry.ts';

export interface LabelledStop {
  name: string;
  days: number[];
  label: 'left' | 'right' | 'above' | 'below';
}

export const WIDTH = 640;
export const HEIGHT = 440;
const LABEL_SIZE = 17;
/** How far a name moves out when no place beside its badge is free (then a line joins them). */
const FAR = 26;
const MARGIN = 4;

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

/** The drawn width of a text, on the generous side: Chinese characters are square. */
export function textWidth(text: string, size = LABEL_SIZE): number {
  let width = 8; // the halo on both sides
  for (const char of text)
    width += /[\u2e80-\u9fff\uff00-\uffef]/.test(char) ? size : /[A-Z&]/.test(char) ? size * 0.76 : size * 0.64;
  return width;
}

export const inside = (box: Box) =>
  box.left >= MARGIN && box.top >= MARGIN && box.right <= WIDTH - MARGIN && box.bottom <= HEIGHT - MARGIN;

function badgeOf([x, y]: Point, stop: LabelledStop) {
  const text = dayRanges(stop.days).replace(/, /g, '·');
  const width = Math.max(24, 10 + text.length * 8);
  return { text, width, box: { left: x - width / 2, top: y - 12, right: x + width / 2, bottom: y + 12 } };
}

type Position = LabelledStop['label'] | 'above-right' | 'above-left' | 'below-right' | 'below-left';
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
function labelAt([x, y]: Point, badgeWidth: number, position: Position, width: number, far = 0) {
  const half = badgeWidth / 2;
  const offsets: Record<Position, Point> = {
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

export type Label = ReturnType<typeof labelAt>;

/**
 * Each stop's badge and name. A name goes on the side the content asks for when it fits there; otherwise on the
 * position around its badge (sides, then corners) that stays on the map and clears every badge, every other name
 * and the route's lines, or clashes least. A few passes let names placed early move once later ones have settled.
 */
export function layoutLabels(points: Point[], stops: LabelledStop[], route: Point[][]) {
  const badges = stops.map((stop, index) => badgeOf(points[index] as Point, stop));
  const candidates = stops.map((stop, index) =>
    [0, FAR, FAR * 1.8].flatMap((far) =>
      [stop.label, ...POSITIONS].map((position) =>
        labelAt(points[index] as Point, badges[index]?.width ?? 24, position, textWidth(stop.name), far),
      ),
    ),
  );
  const labels: (Label | undefined)[] = stops.map(() => undefined);
  const clashes = (box: Box, index: number) =>
    (inside(box) ? 0 : 30) +
    route.filter((line) => lineHitsBox(line, box)).length +
    // A name over another name or a badge is worse than a line through it: both would be unreadable.
    [
      ...labels.filter((_, other) => other !== index).map((label) => label?.box),
      ...badges.map((badge) => badge.box),
    ].filter((other): other is Box => other !== undefined && overlaps(box, other)).length *
      10;
  for (let pass = 0; pass < 4; pass++)
    candidates.forEach((options, index) => {
      labels[index] = options.reduce((a, b) => (clashes(b.box, index) < clashes(a.box, index) ? b : a));
    });
  return { badges, labels: labels as Label[] };
}
