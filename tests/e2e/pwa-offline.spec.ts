import { expect, test } from '@playwright/test';
import cn from '../../locales/cn.json' with { type: 'json' };
import hk from '../../locales/hk.json' with { type: 'json' };
import { firstPostId, readEntry } from '../../scripts/content/entries';
import { articleHref, hrefFor } from '../../src/config/routes';
import { ARTICLES, PRECACHED_PAGES, TOUR_PAGES } from './helpers';
import { cutConnection, installWorker, waitForOfflineArticles } from './pwa-helpers';
import { expectedTour } from './tour-helpers';

const article = (id: string, lang: 'en' | 'hk') => readEntry(`blog/${id}`, lang);
const first = firstPostId();
const second = ARTICLES.find((entry) => entry.id !== first)?.id;

test('after one visit, every fixed page in every language opens offline, even pages never visited', async ({
  page,
}) => {
  await installWorker(page);
  await cutConnection(page);
  for (const { href } of PRECACHED_PAGES) {
    const response = await page.goto(href);
    expect(response?.fromServiceWorker(), href).toBe(true);
    await expect(page.locator('h1'), href).toBeVisible();
    await expect(page.locator('h1'), href).not.toHaveText('');
  }
});

test('after one visit to the blog, every article and tour of its language reads offline on its own page', async ({
  page,
}) => {
  await installWorker(page, hrefFor('blog', 'en'));
  await waitForOfflineArticles(page);
  await cutConnection(page);
  for (const { page: id, href } of TOUR_PAGES.filter((tour) => tour.lang === 'en')) {
    await page.goto(href);
    await expect(page.getByRole('heading', { level: 1 }), href).toHaveText((await expectedTour(id, 'en')).name);
  }
  for (const { id, href } of ARTICLES.filter((entry) => entry.lang === 'en')) {
    await page.goto(href);
    const { title, chapters } = article(id, 'en');
    await expect(page.getByRole('heading', { level: 1, name: title }), href).toBeVisible();
    await expect(page.locator('[data-chapter]').last(), href).toContainText(chapters.at(-1)?.title ?? '');
  }
  await page.locator('body[data-hydrated]').waitFor();
  await page.locator(`[data-tab="${first}"]`).click();
  await expect(page.getByRole('heading', { level: 1, name: article(first ?? '', 'en').title })).toBeVisible();
});

test('offline, an old shared ?post= link in the language the visitor used opens that article', async ({ page }) => {
  await installWorker(page);
  await waitForOfflineArticles(page);
  await cutConnection(page);
  await page.goto(`${hrefFor('blog', 'en')}?post=${second}`);
  await page.waitForURL((url) => url.pathname === articleHref(second ?? '', 'en'));
  await expect(page.getByRole('heading', { level: 1, name: article(second ?? '', 'en').title })).toBeVisible();
});

test('offline, the blog of a language never used opens with its first article and explains what it lacks', async ({
  page,
}) => {
  await installWorker(page);
  await cutConnection(page);
  await page.goto(hrefFor('blog', 'hk'));
  await page.locator('body[data-hydrated]').waitFor();
  await expect(page.getByRole('heading', { level: 2, name: article(first ?? '', 'hk').title })).toBeVisible();
  await page.locator(`[data-tab="${second}"]`).click();
  await expect(page.getByText(hk['blog.unavailable'])).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: article(first ?? '', 'hk').title })).toBeVisible();
});

test('offline, an address that was never cached shows the offline page in its language', async ({ page }) => {
  await installWorker(page);
  await cutConnection(page);
  await page.goto('/cn/no-such-page');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(cn['offline.heading']);
  await expect(page.getByRole('link', { name: cn['page.tours'] }).first()).toBeVisible();
});

test('the visitor is told when the connection drops', async ({ page }) => {
  await installWorker(page);
  await page.locator('body[data-hydrated]').waitFor();
  await page.context().setOffline(true);
  await expect(page.getByText('You are offline. Saved pages still work.')).toBeVisible();
  await page.context().setOffline(false);
  await expect(page.getByText('You are offline. Saved pages still work.')).toHaveCount(0);
});
