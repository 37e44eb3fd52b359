import type { VitePWAOptions } from 'vite-plugin-pwa';
import { articlePages, laterArticleBodies, offlineArticles } from './offline-articles.ts';

/**
 * Blog articles' own pages and bodies stay out of the precache, except the first body (the blog page opens
 * with it in every language): the worker keeps the visitor's own language's articles for offline reading
 * when a page asks (src/features/blog/use-offline-articles.ts) instead of every visitor downloading all three.
 */
function withoutArticles<Entry extends { url: string }>(entries: Entry[]) {
  const pages = Object.values(articlePages()).flatMap((urls) => urls.map((url) => `${decodeURI(url).slice(1)}.html`));
  const later = new Set([
    ...pages,
    ...Object.values(laterArticleBodies()).flatMap((urls) => urls.map((url) => url.slice(1))),
  ]);
  return { manifest: entries.filter((entry) => !later.has(decodeURI(entry.url))) };
}

/** Service worker (src/sw/sw.ts, injectManifest) and web app manifest. */
export const pwaOptions: Partial<VitePWAOptions> = {
  strategies: 'injectManifest',
  srcDir: 'src/sw',
  filename: 'sw.ts',
  registerType: 'prompt',
  injectRegister: false,
  manifestFilename: 'manifest.webmanifest',
  injectManifest: {
    // Every prerendered page and what it needs; the hero video stays out (runtime cache only). Of the
    // unprefixed forwarding stubs only the start page (`/`) is kept. The manifest is added by the plugin itself.
    globPatterns: ['index.html', '*/**/*.html', '**/*.{js,css,svg}'],
    // Route maps are kept once seen, like photos: a reader needs only their own language's, and each tour page
    // lists its route in words as well.
    globIgnores: [
      '**/node_modules/**',
      'sw.js',
      'index.html.br',
      'screenshots/**',
      'og-image.png',
      '.vite/**',
      'assets/route-*.svg',
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
    lang: 'zh-HK',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#7c2d12',
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
