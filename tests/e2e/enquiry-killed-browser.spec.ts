import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium, expect, test } from '@playwright/test';
import { BROWSER_ARGS, findBrowser } from '../../scripts/find-browser.mjs';
import { fillEnquiry, openForm, receivedAtLeast, relay, resetRelayAroundEachTest, submit } from './enquiry-helpers';

resetRelayAroundEachTest();

/** How long the form service holds the first send: the browser is killed well inside it. */
const HUNG_SEND_MS = 3000;
/** Longer than the outbox's first back-off steps (1 s, 2 s, 4 s): any further send would have come by then. */
const SETTLE_MS = 9000;

/** The browser processes started with this profile (the main one and its helpers), killed at once as a crash would. */
function killBrowserUsing(profile: string) {
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    let commandLine = '';
    try {
      commandLine = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    } catch {
      continue; // gone meanwhile
    }
    if (commandLine.includes(`--user-data-dir=${profile}`)) process.kill(Number(pid), 'SIGKILL');
  }
}

test('an enquiry whose send hung when the browser was killed reaches the agency at most twice after relaunch', async ({
  baseURL,
}) => {
  test.skip(process.platform !== 'linux', 'finds the browser processes through /proc');
  test.setTimeout(150_000);
  const profile = await mkdtemp(join(tmpdir(), 'enquiry-killed-'));
  const launch = () =>
    chromium.launchPersistentContext(profile, { baseURL, executablePath: findBrowser(), args: BROWSER_ARGS });
  let second: BrowserContext | undefined;
  try {
    const first = await launch();
    const page = first.pages()[0] ?? (await first.newPage());
    await openForm(page);
    // The worker controls the page first, as it does for a visitor who has been on the site a moment.
    await page.evaluate(() => navigator.serviceWorker.ready);
    await relay.control({ delayMs: HUNG_SEND_MS });
    await fillEnquiry(page);
    const sending = page.waitForRequest((request) => request.url().endsWith('/submit'));
    await submit(page);
    await sending;
    await page.waitForTimeout(300); // the request reaches the service, which holds it
    const closed = new Promise((resolve) => first.once('close', resolve));
    killBrowserUsing(profile);
    await closed;

    // The service still handles the hung request: the agency has it once, and the browser never heard so.
    const [hung] = await receivedAtLeast(1);
    await relay.control({ delayMs: 0 });
    second = await launch();
    const reopened = second.pages()[0] ?? (await second.newPage());
    await reopened.goto('/en/');
    // Sent again once the killed browser's claim on it has run out (40 s after that send began, in the outbox).
    await receivedAtLeast(2, 75_000);
    await reopened.waitForTimeout(SETTLE_MS);

    const received = await relay.received();
    expect(received.map(({ ref }) => ref)).toEqual([hung?.ref, hung?.ref]);
    await expect(reopened.locator('[data-outbox-entry]')).toHaveCount(0);
  } finally {
    await second?.close();
    await rm(profile, { recursive: true, force: true });
  }
});
