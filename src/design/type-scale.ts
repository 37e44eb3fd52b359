/**
 * The text sizes xs to xl as CSS variables, so one class (`text-sm`) grows without per-component rules.
 * Many readers are over fifty, and ideographs need more size than Latin letters: on every screen Chinese body text
 * is 18 px and English 17 px, secondary text (sm) 16 px, and nothing a visitor must read (xs) is under 14 px.
 * Line heights are ratios so they grow with the size. Only on screens: printed pages keep the smaller print scale.
 */
const STEPS = {
  xs: { print: 0.75, latin: 0.875, chinese: 0.875, lineHeight: 1.34 },
  sm: { print: 0.875, latin: 1, chinese: 1, lineHeight: 1.43 },
  base: { print: 1, latin: 1.0625, chinese: 1.125, lineHeight: 1.5 },
  lg: { print: 1.125, latin: 1.1875, chinese: 1.25, lineHeight: 1.56 },
  xl: { print: 1.25, latin: 1.3125, chinese: 1.375, lineHeight: 1.4 },
} as const;

type Size = keyof typeof STEPS;
const sizes = Object.keys(STEPS) as Size[];
const variable = (size: Size) => `--text-${size}`;

/** UnoCSS theme sizes that read the variables (text-xs … text-xl). */
export const fontSizes = () =>
  Object.fromEntries(sizes.map((size) => [size, [`var(${variable(size)})`, String(STEPS[size].lineHeight)]]));

const declarations = (scale: 'print' | 'latin' | 'chinese') =>
  sizes.map((size) => `${variable(size)}:${STEPS[size][scale]}rem;`).join('');

/** The print values, then the screen values (Chinese larger), and unclassed body text at the base size. */
export const typeScaleCss = () =>
  `:root{${declarations('print')}}` +
  `@media screen{:root{${declarations('latin')}}:root:lang(zh){${declarations('chinese')}}}` +
  'body{font-size:var(--text-base)}';
