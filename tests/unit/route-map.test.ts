import { describe, expect, it } from 'vitest';
import { type MapStop, routeMapSvg } from '../../scripts/build/route-map';

const stop = (name: string, days: number[], lon: number, lat: number): MapStop => ({
  name,
  days,
  lon,
  lat,
  label: 'right',
});

/** The Sinai adventure's shape: out to the mountain and back, then south, the coast and home. */
const STOPS = [
  stop('Tabuk', [1, 8], 36.57, 28.38),
  stop('Jabal al-Lawz', [2, 4], 35.3, 28.65),
  stop('Split Rock', [3], 35.12, 28.82),
  stop('Wadi Disah', [5, 6], 36.48, 27.64),
  stop('Coast', [7], 34.78, 28.41),
];

describe('the route map', () => {
  it('draws one leg per move of the itinerary, day by day, from one stop to the next', () => {
    const { svg } = routeMapSvg(STOPS, 'en');
    const centres = [...svg.matchAll(/<rect x="(\d+)" y="(\d+)" width="(\d+)" height="24"/g)].map(([, x, y, w]) => [
      Number(x) + Number(w) / 2,
      Number(y) + 12,
    ]);
    const route = /<path d="(M[^"]+)" fill="none" class="r"/.exec(svg)?.[1] ?? '';
    const legs = [...route.matchAll(/M(-?\d+) (-?\d+)Q-?\d+ -?\d+ (-?\d+) (-?\d+)/g)].map(([, x1, y1, x2, y2]) => [
      [Number(x1), Number(y1)],
      [Number(x2), Number(y2)],
    ]);
    const visits = [0, 1, 2, 1, 3, 4, 0]; // Tabuk, Lawz, Split Rock, Lawz, Disah, coast, Tabuk
    expect(legs).toHaveLength(visits.length - 1);
    legs.forEach(([from, to], index) => {
      for (const [point, visit] of [
        [from, visits[index]],
        [to, visits[index + 1]],
      ] as const) {
        const [cx = 0, cy = 0] = centres[visit ?? 0] ?? [];
        expect(Math.abs((point?.[0] ?? 0) - cx)).toBeLessThanOrEqual(1);
        expect(Math.abs((point?.[1] ?? 0) - cy)).toBeLessThanOrEqual(1);
      }
    });
  });
});
