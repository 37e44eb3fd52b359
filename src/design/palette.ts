/**
 * Colour tokens, light and dark. Components name a token (`text-ink-700`, `bg-surface`); the scheme decides
 * its value through a CSS variable, so one class list serves both schemes. sand = grounds and lines,
 * ink = text, brand = the terracotta accent (as text it lightens in dark), accent = filled controls.
 * Dark values keep every text pairing at WCAG AA (4.5:1) against canvas, surface and muted grounds.
 */
type Scale = Record<string, [light: string, dark: string]>;

export const PALETTE: Record<string, Scale> = {
  sand: {
    50: ['#fbf8f3', '#15120f'],
    100: ['#f4ede1', '#221d19'],
    200: ['#e8dcc6', '#3a322b'],
    300: ['#d6c29f', '#5a4e42'],
  },
  ink: {
    400: ['#7d746b', '#94897c'],
    500: ['#6b635b', '#a99d8e'],
    600: ['#574f48', '#c2b6a7'],
    700: ['#3f3832', '#d8cdbf'],
    800: ['#2a2521', '#ebe3d7'],
    900: ['#1c1815', '#f5eee4'],
  },
  brand: {
    50: ['#fdf6ee', '#2a1a12'],
    100: ['#f9e6d0', '#3b2417'],
    500: ['#c2410c', '#f08a5d'],
    600: ['#b2400f', '#f29b71'],
    700: ['#9a3412', '#f4a77f'],
    800: ['#7c2d12', '#f7b896'],
    900: ['#5c2110', '#fbd3bb'],
  },
  surface: { DEFAULT: ['#ffffff', '#1d1916'], raised: ['#ffffff', '#27211d'] },
  accent: { DEFAULT: ['#9a3412', '#b5461a'], hover: ['#7c2d12', '#9a3412'], on: ['#ffffff', '#ffffff'] },
  danger: { DEFAULT: ['#b91c1c', '#fca5a5'] },
  success: { DEFAULT: ['#15803d', '#86efac'] },
  // Rating stars: gold dark enough for 4.5:1 on white cards, bright on dark grounds.
  star: { DEFAULT: ['#8a6410', '#e0b354'] },
};

/** Fixed colours: the night-blue hero and footer grounds and the gold on them read the same in both schemes. */
export const FIXED = {
  gold: { 400: '#e0b354', 500: '#c99a2e' },
  night: { 700: '#1e3a5f', 800: '#162c49', 900: '#0f1f35' },
  clay: { 800: '#7c2d12', 900: '#5c2110' },
  // Text on the night and clay grounds
  cream: { 100: '#f4ede1', 200: '#e8dcc6' },
  // Light buttons on the night grounds
  paper: { DEFAULT: '#ffffff', hover: '#f4ede1', ink: '#7c2d12' },
};

/** One token's value in one scheme, for what cannot read the variables (a build-time image). */
export function tone(scale: string, step: string, scheme: 'light' | 'dark'): string {
  const value = PALETTE[scale]?.[step]?.[scheme === 'light' ? 0 : 1];
  if (!value) throw new Error(`No colour token ${scale}-${step}`);
  return value;
}

/** The browser chrome colour (`theme-color`) per scheme. */
export const THEME_COLOR = { light: '#7c2d12', dark: '#15120f' } as const;

const channels = (hex: string) => (hex.match(/\w\w/g) ?? []).map((pair) => Number.parseInt(pair, 16)).join(' ');
const variable = (scale: string, step: string) => `--c-${scale}${step === 'DEFAULT' ? '' : `-${step}`}`;

/** UnoCSS theme colours that read the variables, with opacity modifiers (`bg-surface/90`) still working. */
export function themeColors() {
  const colors: Record<string, Record<string, string>> = { ...FIXED };
  for (const [scale, steps] of Object.entries(PALETTE)) {
    colors[scale] = Object.fromEntries(
      Object.keys(steps).map((step) => [step, `rgb(var(${variable(scale, step)}) / %alpha)`]),
    );
  }
  return colors;
}

function declarations(scheme: 0 | 1): string {
  return Object.entries(PALETTE)
    .flatMap(([scale, steps]) =>
      Object.entries(steps).map(([step, values]) => `${variable(scale, step)}:${channels(values[scheme])};`),
    )
    .join('');
}

/** The variables for light, then dark under `prefers-color-scheme`. */
export const colorVariablesCss = () =>
  `:root{color-scheme:light dark;${declarations(0)}}@media (prefers-color-scheme:dark){:root{${declarations(1)}}}`;
