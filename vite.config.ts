import react from '@vitejs/plugin-react';
import UnoCSS from 'unocss/vite';
import { imagetools } from 'vite-imagetools';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';
import { precompress } from './scripts/build/compress-plugin.ts';
import { brandImages } from './scripts/build/icons-plugin.ts';
import { precompiledMessages, withoutMessageParser } from './scripts/build/messages-plugin.ts';
import { prerender } from './scripts/build/prerender-plugin.ts';
import { pwaOptions } from './scripts/build/pwa-options.ts';
import { whatsappQr } from './scripts/build/qr-plugin.ts';
import { tripContent } from './scripts/build/trip-plugin.ts';
import { contentChunkName, contentCollections } from './scripts/content/content-plugin.ts';

export default defineConfig(({ command }) => ({
  resolve: { alias: command === 'build' && !process.env.VITEST ? withoutMessageParser : {} },
  plugins: [
    precompiledMessages(),
    contentCollections(),
    tripContent(),
    react(),
    UnoCSS(),
    imagetools(),
    whatsappQr(),
    brandImages(),
    prerender(),
    VitePWA(pwaOptions),
    precompress(),
  ],
  // A shared 2-core machine can take the property tests past Vitest's 5 s default; a hang still fails.
  test: { environment: 'jsdom', include: ['tests/unit/**/*.test.{ts,tsx}'], testTimeout: 30_000 },
  build: {
    manifest: true,
    assetsInlineLimit: 0,
    target: 'es2022',
    rollupOptions: {
      input: { main: 'index.html', stub: 'src/app/redirect-stub.ts' },
      // Content chunks are named after their entry and language (sinai-en-….js), not all "facts".
      output: { chunkFileNames: contentChunkName },
    },
  },
}));
