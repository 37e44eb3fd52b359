import { expect, test } from '@playwright/test';
import { href, PAGES, WITHOUT_WORKER } from './helpers';

test.use({ ...WITHOUT_WORKER, viewport: { width: 360, height: 740 } });

test('on a small phone no page in any language scrolls sideways', async ({ page }) => {
  const overflowing: string[] = [];
  for (const { href, page: key, lang } of PAGES) {
    await page.goto(href);
    await page.locator('body[data-sections-hydrated]').waitFor();
    const sticksOut = await page.evaluate(() => {
      const width = document.documentElement.clientWidth;
      if (document.documentElement.scrollWidth <= width) return [];
      return [...document.querySelectorAll('body *')]
        .filter((element) => element.getBoundingClientRect().right > width + 0.5)
        .slice(0, 3)
        .map((element) => `${element.tagName.toLowerCase()}.${element.className}`);
    });
    if (sticksOut.length > 0) overflowing.push(`${key} (${lang}): ${sticksOut.join(' | ')}`);
  }
  expect(overflowing).toEqual([]);
});

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('a grid of cards leaves no column empty: hosts and the tour cards', async ({ page }) => {
    for (const path of [href('home', 'en'), href('sinai-adventure', 'en')]) {
      await page.goto(path);
      const grids = page.locator('#hosts ul, section[aria-labelledby] ul.grid:has(> li.tour-card)');
      expect(await grids.count(), path).toBeGreaterThan(0);
      for (const grid of await grids.all()) {
        await grid.scrollIntoViewIfNeeded();
        const gap = await grid.evaluate((list) => {
          const right = Math.max(...[...list.children].map((card) => card.getBoundingClientRect().right));
          return list.getBoundingClientRect().right - right;
        });
        expect(gap, `${path}: space after the last card of a row`).toBeLessThan(2);
      }
    }
  });
});
