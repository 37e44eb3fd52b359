import { expect, type Page, test } from '@playwright/test';
import { href, TOUR_PAGES, WITHOUT_WORKER } from './helpers';
import { open } from './tour-helpers';

test.use(WITHOUT_WORKER);

/** Per price block in the page (the from-price with its other currency), how many lines it takes on screen. */
function priceBlockLines(page: Page) {
  return page.evaluate(() => {
    const blocks = new Set(
      [...document.querySelectorAll('[data-price]')]
        .filter((price) => price.closest('.tour-hero, .listing-card'))
        .map((price) => price.closest('[data-price-hkd]')?.parentElement ?? price.parentElement)
        .filter((block): block is HTMLElement => block !== null && block.offsetParent !== null),
    );
    return [...blocks].map((block) => {
      const range = document.createRange();
      range.selectNodeContents(block);
      const boxes = [...range.getClientRects()].filter(({ width }) => width > 1).sort((a, b) => a.top - b.top);
      // A box starts a new line when it begins below the last line's bottom (sizes side by side share a line).
      let lines = 0;
      let bottom = Number.NEGATIVE_INFINITY;
      for (const box of boxes) {
        if (box.top >= bottom - 2) {
          lines += 1;
          bottom = box.bottom;
        } else bottom = Math.max(bottom, box.bottom);
      }
      return { text: block.textContent ?? '', lines };
    });
  });
}

const ENGLISH = [
  href('home', 'en'),
  href('tours', 'en'),
  ...TOUR_PAGES.filter(({ lang }) => lang === 'en').map(({ href }) => href),
];

for (const width of [320, 390, 1366]) {
  test(`English from-prices on cards and tour heroes take two lines at most at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const address of ENGLISH) {
      await open(page, address);
      const blocks = await priceBlockLines(page);
      expect(blocks.length, address).toBeGreaterThan(0);
      for (const { text, lines } of blocks) expect(lines, `${address}: "${text}"`).toBeLessThanOrEqual(2);
    }
  });
}
