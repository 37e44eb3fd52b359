import { expect, type Page, test } from '@playwright/test';
import en from '../../locales/en.json' with { type: 'json' };
import { href } from './helpers';

/** Counts the page's calls to serviceWorker.register, afresh on every page load. */
async function countRegistrations(page: Page) {
  await page.addInitScript(() => {
    const container = navigator.serviceWorker;
    const register = container.register.bind(container);
    Object.assign(window, { workerRegistrations: 0 });
    container.register = (...args: Parameters<typeof register>) => {
      (window as unknown as { workerRegistrations: number }).workerRegistrations++;
      return register(...args);
    };
  });
  return () => page.evaluate(() => (window as unknown as { workerRegistrations: number }).workerRegistrations);
}

test('the service worker registers once per page load, however often the visitor moves around', async ({ page }) => {
  const registrations = await countRegistrations(page);
  await page.goto(href('home', 'en'));
  await page.locator('body[data-hydrated]').waitFor();
  await expect.poll(registrations).toBe(1);

  const nav = page.getByRole('navigation', { name: en['nav.main'] });
  for (const [label, target] of [
    [en['nav.destinations'], href('tours', 'en')],
    [en['nav.blog'], href('blog', 'en')],
    [en['nav.home'], href('home', 'en')],
  ] as const) {
    await nav.getByRole('link', { name: label, exact: true }).click();
    await page.waitForURL((url) => url.pathname === target);
  }
  // A language switch re-renders the whole shell in the new language.
  await page.getByRole('button', { name: new RegExp(en['nav.language']) }).click();
  await page.getByRole('link', { name: '繁體中文' }).click();
  await page.waitForURL((url) => url.pathname === href('home', 'hk'));
  await page.locator('html[lang="zh-HK"]').waitFor(); // the shell, footer included, now speaks Chinese
  await page.getByRole('contentinfo').getByRole('link').first().click();
  await page.waitForURL((url) => url.pathname === href('tours', 'hk'));
  // Registration waits for an idle moment: let the browser be idle before counting again.
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 3000 })));
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 3000 })));
  expect(await registrations()).toBe(1);
});

test('the first visit says once that the site can now be read offline; later visits do not repeat it', async ({
  page,
}) => {
  const registrations = await countRegistrations(page);
  const notice = page.getByRole('status').filter({ hasText: en['pwa.ready'] });
  await page.goto(href('home', 'en'));
  // The notice follows the worker's first install (the whole precache): wait for that, however long it takes here.
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect(notice).toBeVisible();

  await page.reload();
  await page.locator('body[data-hydrated]').waitFor();
  // The page registers the worker again once it has settled; an announcement would follow straight away.
  await expect.poll(registrations).toBe(1);
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 3000 })));
  await expect(notice).toHaveCount(0);
});

test('on a phone the offline notice never covers the page nor stands before the footer: it is a line in the footer', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(href('sinai-adventure', 'en'));
  const notice = page.getByRole('status').filter({ hasText: en['pwa.ready'] });
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect(notice).toHaveText(en['pwa.ready']);
  expect(await notice.evaluate((element) => getComputedStyle(element).position)).toBe('static');
  expect(await notice.evaluate((element) => !!element.closest('footer')), 'inside the footer').toBe(true);
});
