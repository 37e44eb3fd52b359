import type { Badge } from './route-badges.ts';
import type { Canvas } from './route-canvas.ts';
import { type Box, crossings, lineHitsBox, overlaps, type Point } from './route-geometry.ts';

export interface LabelledStop {
  name: string;
  days: number[];
  label: 'left' | 'right' | 'above' | 'below';
}

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
export function textWidth(text: string, size: number): number {
  let width = 8; // the halo on both sides
  for (const char of text)
    width += /[\u2e80-\u9fff\uff00-\uffef]/.test(char) ? size : /[A-Z&]/.test(char) ? size * 0.76 : size * 0.64;
  return width;
}

export const inside = (box: Box, canvas: Canvas) =>
  box.left >= MARGIN && box.top >= MARGIN && box.right <= canvas.width - MARGIN && box.bottom <= canvas.height - MARGIN;

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

interface Beside {
  at: Point;
  badge: { width: number; height: number };
  size: number;
}

/** Where a label at `position` beside a badge sits: its start point and box (the text starts 4 px into its halo). */
function labelAt({ at: [x, y], badge, size }: Beside, position: Position, width: number, far = 0) {
  const half = badge.width / 2;
  const rise = badge.height / 2;
  const offsets: Record<Position, Point> = {
    right: [x + half + 6 + far, y + Math.round(size * 0.35)],
    left: [x - half - 6 - width - far, y + Math.round(size * 0.35)],
    above: [x - width / 2, y - rise - 8 - far],
    below: [x - width / 2, y + rise + size + 2 + far],
    'above-right': [x + half - 4 + far, y - rise - 4 - far],
    'above-left': [x - half + 4 - width - far, y - rise - 4 - far],
    'below-right': [x + half - 4 + far, y + rise + size - 1 + far],
    'below-left': [x - half + 4 - width - far, y + rise + size - 1 + far],
  };
  const [left, baseline] = offsets[position];
  const box = { left, top: baseline - size, right: left + width, bottom: baseline + 6 };
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
export function layoutLabels(badges: Badge[], stops: LabelledStop[], route: Point[][], canvas: Canvas) {
  const candidates = stops.map((stop, index) => {
    const badge = badges[index] as Badge;
    const beside = { at: badge.centre, badge, size: canvas.label };
    return [0, 1, 1.8, 2.6, 3.4, 4.2]
      .map((times) => FAR * times)
      .flatMap((far) =>
        [stop.label, ...POSITIONS].map((position) =>
          labelAt(beside, position, textWidth(stop.name, canvas.label), far),
        ),
      );
  });
  const labels: (Label | undefined)[] = stops.map(() => undefined);
  const leaderOf = (label: Label | undefined, index: number): Point[] =>
    label?.leader ? [(badges[index] as Badge).centre, [label.leader.x, label.leader.y]] : [];
  const clashes = (label: Label, index: number) => {
    const others = labels.flatMap((other, at) => (other && at !== index ? [{ other, at }] : []));
    const leader = leaderOf(label, index);
    return (
      (inside(label.box, canvas) ? 0 : 30) +
      route.filter((line) => lineHitsBox(line, label.box)).length * 8 +
      // A name over another name or a badge is worse than the route through it: both would be unreadable.
      [...others.map(({ other }) => other.box), ...badges.map((badge) => badge.box)].filter((box) =>
        overlaps(label.box, box),
      ).length *
        10 +
      // A name's line through another name, or to its own name past another's badge, would misattribute them.
      others.filter(({ other, at }) => lineHitsBox(leaderOf(other, at), label.box)).length * 3 +
      [
        ...others.map(({ other }) => other.box),
        ...badges.filter((_, at) => at !== index).map((badge) => badge.box),
      ].filter((box) => lineHitsBox(leader, box)).length *
        3 +
      others.filter(({ other, at }) => crossings(leader, leaderOf(other, at)) > 0).length
    );
  };
  for (let pass = 0; pass < 4; pass++)
    candidates.forEach((options, index) => {
      const scored = options.map((option) => ({ option, score: clashes(option, index) }));
      labels[index] = scored.reduce((a, b) => (b.score < a.score ? b : a)).option;
    });
  return labels as Label[];
}
