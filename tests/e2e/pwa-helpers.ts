import { expect, type Page } from '@playwright/test';

/** Visits `path` and waits until the worker is active and controls the page (the precache is complete). */
export async function installWorker(page: Page, path = '/en/') {
  await page.goto(path);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
}

/** Cuts the site off for the page and its worker alike. */
export async function cutConnection(page: Page) {
  await page.context().setOffline(true);
  await page.context().route('**/*', (route) => route.abort('internetdisconnected'));
}
