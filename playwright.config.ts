import { defineConfig } from '@playwright/test';
import { BROWSER_ARGS, findBrowser } from './scripts/find-browser.mjs';

// Overridable so several checkouts can run their browser tests side by side.
const SITE_PORT = Number(process.env.SITE_PORT ?? 4173);
const RELAY_PORT = Number(process.env.RELAY_PORT ?? 8787);

// Tests that post to the one local relay (or reset it) share its state, so they run one at a time; everything
// else runs test by test on the other worker.
const RELAY_SPECS = ['**/enquiry-*.spec.ts', '**/tour-enquiry.spec.ts', '**/policy-violations.spec.ts'];

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './scripts/ensure-chinese-font.mjs',
  fullyParallel: true,
  workers: 2,
  projects: [
    { name: 'relay', testMatch: RELAY_SPECS, workers: 1 },
    { name: 'pages', testIgnore: RELAY_SPECS },
  ],
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
    {
      command: 'node scripts/relay/run.mjs',
      url: `http://127.0.0.1:${RELAY_PORT}/health`,
      reuseExistingServer: false,
      env: { RELAY_PORT: String(RELAY_PORT), RELAY_TEST_CONTROLS: '1', RELAY_OUTBOX_DIR: '.cache/relay-outbox-test' },
    },
  ],
  metadata: { relayPort: RELAY_PORT },
});
