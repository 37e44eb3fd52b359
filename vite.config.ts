import react from '@vitejs/plugin-react';
import UnoCSS from 'unocss/vite';
import { defineConfig } from 'vite';
import { prerender } from './scripts/build/prerender-plugin';

export default defineConfig({
  plugins: [react(), UnoCSS(), prerender()],
  build: {
    manifest: true,
    target: 'es2022',
    rollupOptions: {
      input: { main: 'index.html', stub: 'src/app/redirect-stub.ts' },
    },
  },
});
