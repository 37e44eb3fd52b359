/**
 * The text sizes xs to xl as CSS variables, so one class (`text-sm`) grows on a phone without per-component rules.
 * Many readers are over fifty and read Chinese on a phone, where ideographs need more size than Latin letters:
 * below 768 px Chinese body text is 18 px and English 17 px, and nothing a visitor must read is under 14 px.
 * Line heights are ratios so they grow with the size. Only on screens: printed pages keep their own scale.
 */
const STEPS = {
  xs: { desktop: 0.75, latinPhone: 0.875, chinesePhone: 0.875, lineHeight: 1.34 },
  sm: { desktop: 0.875, latinPhone: 0.9375, chinesePhone: 1, lineHeight: 1.43 },
  base: { desktop: 1, latinPhone: 1.0625, chinesePhone: 1.125, lineHeight: 1.5 },
  lg: { desktop: 1.125, latinPhone: 1.1875, chinesePhone: 1.25, lineHeight: 1.56 },
  xl: { desktop: 1.25, latinPhone: 1.3125, chinesePhone: 1.375, lineHeight: 1.4 },
} as const;

type Size = keyof typeof STEPS;
const sizes = Object.keys(STEPS) as Size[];
const variable = (size: Size) => `--text-${size}`;

/** UnoCSS theme sizes that read the variables (text-xs … text-xl). */
export const fontSizes = () =>
  Object.fromEntries(sizes.map((size) => [size, [`var(${variable(size)})`, String(STEPS[size].lineHeight)]]));

const declarations = (scale: 'desktop' | 'latinPhone' | 'chinesePhone') =>
  sizes.map((size) => `${variable(size)}:${STEPS[size][scale]}rem;`).join('');

/** The variables, then the phone values (Chinese larger), and unclassed body text at the base size. */
export const typeScaleCss = () =>
  `:root{${declarations('desktop')}}` +
  `@media screen and (max-width:767px){:root{${declarations('latinPhone')}}:root:lang(zh){${declarations('chinesePhone')}}}` +
  'body{font-size:var(--text-base)}';
