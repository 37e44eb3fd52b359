/**
 * The canvases a route map is drawn on, each with its type sizes in the canvas's own pixels. The phone's is tall
 * and narrow and shown at about its own size on a 390 px screen, so its sizes are what a phone reader sees.
 */
export interface Canvas {
  width: number;
  height: number;
  /** Room kept free around the stops when the map is fitted to them: for their names, the countries and seas. */
  padding: { x: number; y: number };
  /** Place names of the stops. */
  label: number;
  /** Day numbers in the badges. */
  badge: number;
  country: number;
  sea: number;
  /** The scale bar's longest length. */
  maxBar: number;
}

export const WIDE: Canvas = {
  width: 640,
  height: 440,
  padding: { x: 102, y: 64 },
  label: 17,
  badge: 14,
  country: 13,
  sea: 14,
  maxBar: 130,
};

export const PHONE: Canvas = {
  width: 400,
  height: 520,
  padding: { x: 64, y: 80 },
  label: 15,
  badge: 15,
  // At least 14 px as a 390 px phone shows the canvas (0.975 of it): no name on the map is small print.
  country: 15,
  sea: 15,
  maxBar: 110,
};

/** A badge's height: its day numbers with room above and below. */
export const badgeHeight = (canvas: Canvas) => canvas.badge + 10;
