import { badgeHeight, type Canvas } from './route-canvas.ts';
import { type Box, overlaps, type Point } from './route-geometry.ts';
import { dayRanges, type LabelledStop } from './route-labels.ts';

/** Room kept between two badges (enough that two never read as one on a phone), and from the map's edge. */
const GAP = 8;
const EDGE = 6;

export interface Badge {
  /** The day numbers, "1–2·9–10". */
  text: string;
  width: number;
  height: number;
  centre: Point;
  box: Box;
}

function badgeAt([x, y]: Point, text: string, width: number, height: number): Badge {
  return {
    text,
    width,
    height,
    centre: [x, y],
    box: { left: x - width / 2, top: y - height / 2, right: x + width / 2, bottom: y + height / 2 },
  };
}

const apart = (a: Box, b: Box) =>
  !overlaps({ left: a.left - GAP, top: a.top - GAP, right: a.right + GAP, bottom: a.bottom + GAP }, b);

/**
 * Each stop's badge with its day numbers, at the stop; where stops lie so close that their badges would cover each
 * other, the badges are nudged apart step by step (away from each other) until each can be read. The route is then
 * drawn through the badges: a few pixels on a map of hundreds of kilometres misplace no town a reader would notice.
 */
export function placeBadges(points: Point[], stops: LabelledStop[], canvas: Canvas): Badge[] {
  const height = badgeHeight(canvas);
  const texts = stops.map((stop) => dayRanges(stop.days).replace(/, /g, '·'));
  const widths = texts.map((text) => Math.max(height, 10 + text.length * Math.round(canvas.badge * 0.57)));
  const centres = points.map(([x, y]) => [x, y] as Point);
  const badges = () => centres.map((centre, i) => badgeAt(centre, texts[i] ?? '', widths[i] ?? height, height));
  for (let step = 0; step < 200; step++) {
    const now = badges();
    const crowded = now.flatMap((one, i) =>
      now.slice(i + 1).flatMap((other, after) => (apart(one.box, other.box) ? [] : [[i, i + 1 + after] as const])),
    );
    if (crowded.length === 0) break;
    for (const [i, j] of crowded) {
      const [one, other] = [centres[i] as Point, centres[j] as Point];
      const [dx, dy] = [other[0] - one[0], other[1] - one[1]];
      const length = Math.hypot(dx, dy);
      // Two stops in one place part up and down: a badge is shorter that way.
      const [ux, uy] = length > 0.5 ? [dx / length, dy / length] : [0, 1];
      one[0] -= ux;
      one[1] -= uy;
      other[0] += ux;
      other[1] += uy;
    }
  }
  for (const [index, centre] of centres.entries()) {
    const half = (widths[index] ?? height) / 2 + EDGE;
    centre[0] = Math.min(Math.max(centre[0], half), canvas.width - half);
    centre[1] = Math.min(Math.max(centre[1], height / 2 + EDGE), canvas.height - height / 2 - EDGE);
  }
  return badges();
}
