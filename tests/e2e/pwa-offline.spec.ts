import { expect, test } from '@playwright/test';
import cn from '../../locales/cn.json' with { type: 'json' };
import hk from '../../locales/hk.json' with { type: 'json' };
import { hrefFor } from '../../src/config/routes';
import article from '../../src/content/blog/en/mystery';
import secondHk from '../../src/content/blog/hk/mystery';
import firstHk from '../../src/content/blog/hk/sinai';
import { PAGES } from './helpers';
import { cutConnection, installWorker, waitForOfflineArticles } from './pwa-helpers';

test('after one visit, every page in every language opens offline, even pages never visited', async ({ page }) => {
  await installWorker(page);
  await cutConnection(page);
  for (const { href } of PAGES) {
    const response = await page.goto(href);
    expect(response?.fromServiceWorker(), href).toBe(true);
    await expect(page.locator('h1'), href).toBeVisible();
    await expect(page.locator('h1'), href).not.toHaveText('');
  }
});

test('offline, a shared link to a blog article in the language the visitor used opens that article', async ({
  page,
}) => {
  await installWorker(page);
  await waitForOfflineArticles(page);
  await cutConnection(page);
  await page.goto(`${hrefFor('blog', 'en')}?post=mystery`);
  await page.locator('body[data-hydrated]').waitFor();
  await expect(page.getByRole('heading', { name: article.title })).toBeVisible();
});

test('offline, the blog of a language never used opens with its first article and explains what it lacks', async ({
  page,
}) => {
  await installWorker(page);
  await cutConnection(page);
  await page.goto(hrefFor('blog', 'hk'));
  await page.locator('body[data-hydrated]').waitFor();
  await expect(page.getByRole('heading', { level: 2, name: firstHk.title })).toBeVisible();
  await page.getByRole('tab', { name: secondHk.tab }).click();
  await expect(page.getByText(hk['blog.unavailable'])).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: firstHk.title })).toBeVisible();
});

test('offline, an address that was never cached shows the offline page in its language', async ({ page }) => {
  await installWorker(page);
  await cutConnection(page);
  await page.goto('/cn/no-such-page');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(cn['offline.heading']);
  await expect(page.getByRole('link', { name: /圣经之旅|旅程/ }).first()).toBeVisible();
});

test('the visitor is told when the connection drops', async ({ page }) => {
  await installWorker(page);
  await page.locator('body[data-hydrated]').waitFor();
  await page.context().setOffline(true);
  await expect(page.getByText('You are offline. Saved pages still work.')).toBeVisible();
  await page.context().setOffline(false);
  await expect(page.getByText('You are offline. Saved pages still work.')).toHaveCount(0);
});
