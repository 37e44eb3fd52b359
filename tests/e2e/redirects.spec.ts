import { expect, test } from '@playwright/test';
import { href, WITHOUT_WORKER } from './helpers';

test.use(WITHOUT_WORKER);

const decoded = (url: string) => decodeURI(new URL(url).pathname);

test.describe('bare root', () => {
  test('goes to the stored preference first', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'zh-CN' });
    await context.addInitScript(() => window.localStorage.setItem('preferredLanguage', 'en'));
    const page = await context.newPage();
    await page.goto('/');
    await page.waitForURL('**/en/');
    await context.close();
  });

  for (const [locale, lang] of [
    ['zh-TW', 'hk'],
    ['zh-CN', 'cn'],
    ['en-US', 'en'],
    ['fr-FR', 'hk'],
  ] as const) {
    test(`goes by browser language ${locale} → /${lang}/ and stores the choice`, async ({ browser }) => {
      const context = await browser.newContext({ locale });
      const page = await context.newPage();
      await page.goto('/');
      await page.waitForURL(`**/${lang}/`);
      expect(await page.evaluate(() => window.localStorage.getItem('preferredLanguage'))).toBe(lang);
      await context.close();
    });
  }
});

test('an unprefixed path goes to the page in the stored language, default Traditional Chinese', async ({ page }) => {
  await page.goto('/blog');
  await page.waitForURL((url) => decoded(url.href) === '/hk/博客');
  await page.evaluate(() => window.localStorage.setItem('preferredLanguage', 'en'));
  await page.goto('/tours');
  await page.waitForURL('**/en/biblical-tours');
  await page.goto('/sinai-dubai');
  await page.waitForURL('**/en/saudi-arabia-mount-sinai-dubai');
});

test('an unknown prefix goes to the equivalent page, or home', async ({ page }) => {
  await page.goto('/fr/turkey-tour');
  await page.waitForURL((url) => url.pathname === href('turkey-tour', 'hk'));
  await page.goto('/somewhere/else/entirely');
  await page.waitForURL((url) => url.pathname === '/hk/');
});

test('an address naming a page another way under a language opens that page in the language', async ({ page }) => {
  // A link typed with the English word, or a tour's id, under the Chinese prefix.
  await page.goto('/hk/thank-you');
  await page.waitForURL((url) => url.pathname === href('thanks', 'hk'));
  await page.goto('/en/sinai-adventure');
  await page.waitForURL((url) => url.pathname === href('sinai-adventure', 'en'));
  // An address that means no page still gets the not-found page, in its language.
  const response = await page.goto('/en/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/en/no-such-page');
});
