import { expect, test } from '@playwright/test';
import { PAGES, WITHOUT_WORKER } from './helpers';

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
