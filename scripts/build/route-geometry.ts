/** Plane geometry for the route map: legs as polylines, and whether they cross each other or a box. */
export type Point = [number, number];

export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export const overlaps = (a: Box, b: Box) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** A quadratic Bézier curve as `steps` straight segments. */
export function curvePoints(from: Point, control: Point, to: Point, steps = 16): Point[] {
  return Array.from({ length: steps + 1 }, (_, i) => {
    const t = i / steps;
    const [a, b, c] = [(1 - t) ** 2, 2 * (1 - t) * t, t ** 2];
    return [a * from[0] + b * control[0] + c * to[0], a * from[1] + b * control[1] + c * to[1]] as Point;
  });
}

const cross = (o: Point, a: Point, b: Point) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);

/** Whether two segments cross at a point inside both (touching ends do not count). */
export function segmentsCross(a: Point, b: Point, c: Point, d: Point): boolean {
  const [d1, d2, d3, d4] = [cross(c, d, a), cross(c, d, b), cross(a, b, c), cross(a, b, d)];
  return d1 * d2 < 0 && d3 * d4 < 0;
}

/** Whether a segment passes through a box: an end inside it, or a crossing with one of its edges. */
export function segmentHitsBox(a: Point, b: Point, box: Box): boolean {
  const inside = ([x, y]: Point) => x > box.left && x < box.right && y > box.top && y < box.bottom;
  if (inside(a) || inside(b)) return true;
  const corners: Point[] = [
    [box.left, box.top],
    [box.right, box.top],
    [box.right, box.bottom],
    [box.left, box.bottom],
  ];
  return corners.some((corner, i) => segmentsCross(a, b, corner, corners[(i + 1) % 4] as Point));
}

const segments = (line: Point[]) => line.slice(1).map((point, i) => [line[i] as Point, point] as const);

export const lineHitsBox = (line: Point[], box: Box) => segments(line).some(([a, b]) => segmentHitsBox(a, b, box));

/** How many times two polylines cross. */
export const crossings = (one: Point[], other: Point[]) =>
  segments(one).reduce(
    (count, [a, b]) => count + segments(other).filter(([c, d]) => segmentsCross(a, b, c, d)).length,
    0,
  );
