import { expect, type Page } from '@playwright/test';
import { entryIds } from '../../scripts/content/entries';
import { tourIds } from '../../src/config/routes';
import { ARTICLES_CACHE } from '../../src/sw/runtime-caches';

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

/** Waits until the worker keeps every blog article's and tour's own page in the page's language (not precached). */
export async function waitForOfflineArticles(page: Page) {
  await expect
    .poll(() => page.evaluate(async (name) => (await (await caches.open(name)).keys()).length, ARTICLES_CACHE))
    .toBe(entryIds('blog').length + tourIds().length);
}
