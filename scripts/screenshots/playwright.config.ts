import { defineConfig } from '@playwright/test';
import { BROWSER_ARGS, findBrowser } from '../find-browser.mjs';

// `npm run screenshots`: serves the built dist/ and photographs the key pages (see take.spec.ts).
const PORT = Number(process.env.SHOT_PORT ?? process.env.SITE_PORT ?? 4190);

export default defineConfig({
  testDir: '.',
  globalSetup: '../ensure-chinese-font.mjs',
  testMatch: 'take.spec.ts',
  workers: 1,
  reporter: [['list']],
  timeout: 300_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    serviceWorkers: 'block',
    bypassCSP: true, // for the style that lays out the whole page before the shot
    launchOptions: { executablePath: findBrowser(), args: BROWSER_ARGS },
  },
  webServer: {
    command: 'node scripts/serve.mjs',
    cwd: '../..',
    url: `http://127.0.0.1:${PORT}/en/`,
    reuseExistingServer: false,
    env: { PORT: String(PORT) },
  },
});
