import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, expect, test } from '@playwright/test';
import { BROWSER_ARGS, findBrowser } from '../../scripts/find-browser.mjs';
import {
  fillEnquiry,
  goOffline,
  openForm,
  receivedAtLeast,
  relay,
  resetRelayAroundEachTest,
  submit,
} from './enquiry-helpers';

resetRelayAroundEachTest();

test('an enquiry queued offline survives closing the browser and is delivered when it is opened again', async ({
  baseURL,
}) => {
  const profile = await mkdtemp(join(tmpdir(), 'enquiry-profile-'));
  const launch = () =>
    chromium.launchPersistentContext(profile, { baseURL, executablePath: findBrowser(), args: BROWSER_ARGS });
  try {
    const first = await launch();
    const page = first.pages()[0] ?? (await first.newPage());
    await openForm(page);
    await goOffline(page);
    await fillEnquiry(page);
    await submit(page);
    await expect(page.locator('[data-outbox-entry]')).toHaveCount(1);
    const ref = (await page.locator('[data-outbox-entry]').textContent())?.match(/PJ-[A-Z0-9]{6}/)?.[0];
    await first.close();
    expect(await relay.received()).toHaveLength(0);

    await relay.control({ refuse: false });
    const second = await launch();
    const reopened = second.pages()[0] ?? (await second.newPage());
    await reopened.goto('/en/');
    const [delivered] = await receivedAtLeast(1);
    expect(delivered?.ref).toBe(ref);
    await second.close();
  } finally {
    await rm(profile, { recursive: true, force: true });
  }
});
