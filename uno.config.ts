import { defineConfig, presetWind3 } from 'unocss';
import { CROPS } from './src/content/image-crops';
import { baseCss, SANS, SERIF } from './src/design/base';
import { COMPONENTS } from './src/design/components';
import { themeColors } from './src/design/palette';
import { TOUR_COMPONENTS, tourCss } from './src/design/tour-sections';
import { fontSizes, typeScaleCss } from './src/design/type-scale';

/** The design system: tokens (src/design/palette.ts), base styles on UnoCSS's reset, shared components. */
export default defineConfig({
  // 'on-demand': the `--un-*` defaults are written only for the utilities the site uses (rings, shadows…).
  presets: [presetWind3({ dark: 'media', preflight: 'on-demand' })],
  content: { filesystem: ['src/**/*.{ts,tsx}'] },
  theme: {
    colors: themeColors(),
    fontFamily: { sans: SANS, serif: SERIF },
    fontSize: fontSizes(),
  },
  shortcuts: { ...COMPONENTS, ...TOUR_COMPONENTS },
  // Crops are looked up by image name at run time, so their classes are never written out in a component.
  safelist: Object.values(CROPS).flatMap((classes) => classes.split(' ')),
  preflights: [{ getCSS: baseCss }, { getCSS: typeScaleCss }, { getCSS: tourCss }],
});
