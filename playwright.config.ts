import { defineConfig } from '@playwright/test';
import { BROWSER_ARGS, findBrowser } from './scripts/find-browser.mjs';

// Overridable so several checkouts can run their browser tests side by side.
const SITE_PORT = Number(process.env.SITE_PORT ?? 4173);
const RELAY_PORT = Number(process.env.RELAY_PORT ?? 8787);

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  timeout: 60_000,
  use: {
    baseURL: `http://127.0.0.1:${SITE_PORT}`,
    launchOptions: { executablePath: findBrowser(), args: BROWSER_ARGS },
  },
  webServer: [
    {
      command: 'node scripts/serve.mjs',
      url: `http://127.0.0.1:${SITE_PORT}/en/`,
      reuseExistingServer: false,
      env: { PORT: String(SITE_PORT) },
    },
  ],
  metadata: { relayPort: RELAY_PORT },
});
