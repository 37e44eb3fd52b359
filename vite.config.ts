import react from '@vitejs/plugin-react';
import UnoCSS from 'unocss/vite';
import { defineConfig } from 'vitest/config';
import { prerender } from './scripts/build/prerender-plugin.ts';
import { whatsappQr } from './scripts/build/qr-plugin.ts';

export default defineConfig({
  plugins: [react(), UnoCSS(), whatsappQr(), prerender()],
  test: { environment: 'jsdom', include: ['tests/unit/**/*.test.{ts,tsx}'] },
  build: {
    manifest: true,
    assetsInlineLimit: 0,
    target: 'es2022',
    rollupOptions: {
      input: { main: 'index.html', stub: 'src/app/redirect-stub.ts' },
    },
  },
});
