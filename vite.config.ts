import react from '@vitejs/plugin-react';
import UnoCSS from 'unocss/vite';
import type { Plugin } from 'vite';
import { imagetools } from 'vite-imagetools';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';
import { brandImages } from './scripts/build/brand-images-plugin.ts';
import { cmsEditor } from './scripts/build/cms-plugin.ts';
import { withoutMessageParser } from './scripts/build/messages.ts';
import { prerender, SSR_ENTRY } from './scripts/build/prerender-plugin.ts';
import { pwaOptions } from './scripts/build/pwa-options.ts';
import { qrCodes } from './scripts/build/qr-plugin.ts';
import { optimisedSvg } from './scripts/build/svgo-plugin.ts';
import { contentChunkName, contentWatcher } from './scripts/content/content-plugin.ts';

/** Plugins for the browser's build only: the server build just renders pages for the prerender. */
const clientOnly = (...plugins: (Plugin | Plugin[])[]): Plugin[] =>
  plugins
    .flat()
    .map((plugin) => Object.assign(plugin, { applyToEnvironment: ({ name }: { name: string }) => name === 'client' }));

// `vite build` builds the server renderer (.cache/ssr), then the client, whose last steps prerender every
// page with that renderer and write the service worker. Hosts compress (scripts/server does for `npm start`).
// The pages import the compiled content (generated/, written by `npm run content:compile`, which `build` runs first).
export default defineConfig(({ command }) => ({
  resolve: {
    alias: {
      // React 19 has useSyncExternalStore: the router's store need not ship the shim for older Reacts.
      'use-sync-external-store/shim/with-selector': 'use-sync-external-store/with-selector',
      ...(command === 'build' && !process.env.VITEST ? withoutMessageParser : {}),
    },
  },
  plugins: [
    contentWatcher(),
    react(),
    imagetools(),
    qrCodes(),
    clientOnly(UnoCSS(), optimisedSvg(), brandImages(), prerender(), cmsEditor(), VitePWA(pwaOptions)),
  ],
  // A shared 2-core machine can take the property tests past Vitest's 5 s default; a hang still fails.
  test: { environment: 'jsdom', include: ['tests/unit/**/*.test.{ts,tsx}'], testTimeout: 30_000 },
  // The compiled content's chunks as plain object literals: only their default export is read, so no named export
  // per key beside it, and no JSON.parse of a quoted copy.
  json: { namedExports: false, stringify: false },
  build: { assetsInlineLimit: 0 },
  environments: {
    client: {
      build: {
        manifest: true,
        target: 'es2022',
        // Browsers without modulepreload (Safari before 17) still load every chunk, only not ahead of time.
        modulePreload: { polyfill: false },
        rollupOptions: {
          input: { main: 'index.html', stub: 'src/app/redirect-stub.ts' },
          // Content chunks are named after their entry and language (sinai-en-….js), not all "facts".
          output: {
            chunkFileNames: contentChunkName,
            // The framework's libraries each get a chunk, so the page can evaluate them one task at a time.
            codeSplitting: {
              groups: [
                { name: 'react', test: /node_modules[\\/](react|scheduler)[\\/]/ },
                { name: 'react-dom', test: /node_modules[\\/]react-dom[\\/]/ },
                { name: 'router-core', test: /node_modules[\\/]@tanstack[\\/](router-core|history|store)[\\/]/ },
                { name: 'react-router', test: /node_modules[\\/]@tanstack[\\/]/ },
              ],
            },
          },
        },
      },
    },
    ssr: { build: { ssr: SSR_ENTRY, outDir: '.cache/ssr', emptyOutDir: true, target: 'node20' } },
  },
  builder: {
    async buildApp(builder) {
      const { ssr, client } = builder.environments;
      if (!ssr || !client) throw new Error('vite.config.ts defines the client and ssr environments');
      await builder.build(ssr);
      await builder.build(client);
    },
  },
}));
