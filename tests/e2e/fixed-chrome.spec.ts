import { expect, type Page, test } from '@playwright/test';
import en from '../../locales/en.json' with { type: 'json' };
import { ARTICLES, href, WITHOUT_WORKER } from './helpers';
import { open } from './tour-helpers';

const PHONE = { width: 390, height: 844 };
const PAGES = [
  ['home', href('home', 'hk')],
  ['a tour', href('sinai-adventure', 'hk')],
  ['an English tour', href('sinai-adventure', 'en')],
  ['an article', ARTICLES.find(({ lang }) => lang === 'en')?.href ?? ''],
] as const;

/** Every fixed element a visitor sees: its height and whether its ground lets the page show through. */
function fixedChrome(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((element) => getComputedStyle(element).position === 'fixed')
      .map((element) => ({ element, box: element.getBoundingClientRect() }))
      .filter(({ box }) => box.height > 2 && box.width > 2 && box.bottom > 0 && box.top < innerHeight)
      .map(({ element, box }) => {
        const ground = getComputedStyle(element).backgroundColor;
        const alpha = ground.startsWith('rgba') ? Number(ground.split(',').at(-1)?.replace(')', '')) : 1;
        return { name: element.className, height: box.height, alpha, opacity: getComputedStyle(element).opacity };
      }),
  );
}

test.describe('fixed chrome', () => {
  test.use(WITHOUT_WORKER);
  for (const scheme of ['light', 'dark'] as const) {
    for (const [what, address] of PAGES) {
      test(`${what} (${scheme}): the header and bars are opaque and together take at most 15% of a phone screen`, async ({
        page,
      }) => {
        await page.setViewportSize(PHONE);
        await page.emulateMedia({ colorScheme: scheme });
        await open(page, address);
        await page.mouse.wheel(0, 1200); // reading on, where content passes under the chrome
        const chrome = await fixedChrome(page);
        expect(chrome.map(({ name }) => name).join(' ')).toContain('site-header');
        for (const part of chrome) {
          expect(part.alpha, `${part.name}: its ground hides the text behind it`).toBe(1);
          expect(part.opacity, part.name).toBe('1');
        }
        const total = chrome.reduce((sum, { height }) => sum + height, 0);
        expect(total, chrome.map(({ name, height }) => `${name}: ${height}px`).join('; ')).toBeLessThanOrEqual(
          PHONE.height * 0.15,
        );
      });
    }
  }
});

test('on a first visit, "Ready to read offline" says its piece and leaves by itself (on a desk too)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(href('home', 'en'));
  const notice = page.getByRole('status').filter({ hasText: en['pwa.ready'] });
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect(notice).toBeVisible();
  await expect(notice).toHaveCount(0, { timeout: 15_000 });
});
