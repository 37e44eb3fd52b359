import type { VitePWAOptions } from 'vite-plugin-pwa';
import { DEFAULT_LANG, LANGS, LANGUAGES } from '../../src/config/languages.ts';
import { pathFor, UNLISTED_PAGES } from '../../src/config/routes.ts';
import { THEME_COLOR } from '../../src/design/palette.ts';
import { keptBodies, keptPages, offlineArticles } from './offline-articles.ts';

const BRAND_COLOUR = '#7c2d12';

/**
 * Blog articles' and tours' own pages and words stay out of the precache, except the first article's body (the
 * blog page opens with it in every language): the worker keeps the visitor's own language's articles and tours
 * for offline reading when a page asks (src/features/blog/use-offline-articles.ts) instead of every visitor
 * downloading all three. Unlisted pages stay out too: the thank-you page is reached only online.
 */
function withoutArticles<Entry extends { url: string }>(entries: Entry[]) {
  const pages = Object.values(keptPages()).flatMap((urls) => urls.map((url) => `${decodeURI(url).slice(1)}.html`));
  const unlisted = UNLISTED_PAGES.flatMap((page) => LANGS.map((lang) => `${pathFor(page, lang).slice(1)}.html`));
  const later = new Set([
    ...pages,
    ...unlisted,
    ...Object.values(keptBodies()).flatMap((urls) => urls.map((url) => url.slice(1))),
  ]);
  return { manifest: entries.filter((entry) => !later.has(decodeURI(entry.url))) };
}

/** The app icons, drawn from the favicon by @vite-pwa/assets-generator into dist/icons/ (not precached). */
const icons: VitePWAOptions['pwaAssets'] = {
  image: 'public/icons/favicon.svg',
  preset: {
    png: { compressionLevel: 9, palette: false }, // full colour: a palette bands the icon's gradients
    transparent: { sizes: [192, 512], padding: 0 },
    maskable: { sizes: [512], padding: 0.2, resizeOptions: { background: BRAND_COLOUR } },
    apple: { sizes: [180], padding: 0, resizeOptions: { background: BRAND_COLOUR } },
    assetName: (type, { width }) =>
      type === 'apple' ? 'apple-touch-icon.png' : `${type === 'maskable' ? 'maskable' : 'icon'}-${width}.png`,
  },
  // The prerendered pages link the favicon and the apple-touch icon themselves; the manifest lists its icons below.
  includeHtmlHeadLinks: false,
  overrideManifestIcons: false,
  injectThemeColor: false,
};

/** Service worker (src/sw/sw.ts, injectManifest), web app manifest and icons. */
export const pwaOptions: Partial<VitePWAOptions> = {
  strategies: 'injectManifest',
  srcDir: 'src/sw',
  filename: 'sw.ts',
  registerType: 'prompt',
  injectRegister: false,
  pwaAssets: icons,
  manifestFilename: 'manifest.webmanifest',
  injectManifest: {
    // Every prerendered page and what it needs; the hero video stays out (runtime cache only). Of the
    // unprefixed forwarding stubs only the start page (`/`) is kept. The manifest is added by the plugin itself.
    globPatterns: ['index.html', '*/**/*.html', '**/*.{js,css,svg,woff2}'],
    // Route maps are kept once seen, like photos: a reader needs only their own language's, and each tour page
    // lists its route in words as well.
    globIgnores: [
      '**/node_modules/**',
      'sw.js',
      'screenshots/**',
      'share/**',
      '.vite/**',
      'assets/route-*.svg',
      'admin/**',
    ],
    maximumFileSizeToCacheInBytes: 400_000,
    manifestTransforms: [withoutArticles],
    buildPlugins: { vite: [offlineArticles()] },
  },
  manifest: {
    id: '/',
    name: 'Pilgrim Journeys 朝聖之旅',
    short_name: 'Pilgrim Journeys',
    description: 'Christian pilgrimage tours from Hong Kong: Mount Sinai, Mount Sinai + Dubai, and Turkey.',
    lang: LANGUAGES[DEFAULT_LANG].htmlLang,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: THEME_COLOR.light,
    background_color: '#fbf8f3',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
    screenshots: [
      { src: '/screenshots/wide.png', sizes: '1280x720', type: 'image/png', form_factor: 'wide' },
      { src: '/screenshots/narrow.png', sizes: '540x960', type: 'image/png', form_factor: 'narrow' },
    ],
  },
};
