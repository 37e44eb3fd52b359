import { expect, type Page, test } from '@playwright/test';
import { TOUR_PAGES, WITHOUT_WORKER } from './helpers';
import { open } from './tour-helpers';

test.use(WITHOUT_WORKER);
test.use({ viewport: { width: 390, height: 844 } });

/** The bottom edge of what stays fixed at the top (the header, the section links under it): a section they hide was not reached. */
const headerBottom = (page: Page) =>
  page.locator('[data-section-links]').evaluate((links) => links.getBoundingClientRect().bottom);

for (const { page: tour, lang, href } of TOUR_PAGES) {
  test(`near the top, each section link lands on its section, under the header (${tour}, ${lang})`, async ({
    page,
  }) => {
    await open(page, href);
    const links = page.locator('[data-section-links] a');
    await expect(links).not.toHaveCount(0);
    const linksTop = await page.locator('[data-section-links]').evaluate((nav) => nav.getBoundingClientRect().top);
    expect(linksTop, 'within the first two screens').toBeLessThan(2 * 844);
    for (const link of await links.all()) {
      const target = (await link.getAttribute('href'))?.slice(1) ?? '';
      await page.evaluate(() => window.scrollTo(0, 0));
      await link.click();
      await expect(page).toHaveURL(new RegExp(`#${target}$`));
      const heading = page.locator(`[id="${target}"]`);
      await expect(heading).toBeInViewport();
      const top = (await heading.boundingBox())?.y ?? -1;
      expect(top, `${target} sits below the header and the section links`).toBeGreaterThanOrEqual(
        await headerBottom(page),
      );
    }
  });
}

test('the section links work from the keyboard, with no scripts at all', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto(TOUR_PAGES[0]?.href ?? '');
  const links = page.locator('[data-section-links] a');
  const last = links.last();
  const target = (await last.getAttribute('href'))?.slice(1) ?? '';
  await last.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator(`[id="${target}"]`)).toBeInViewport();
  await context.close();
});

for (const lang of ['hk', 'en'] as const) {
  test(`on a phone the section links are one row that stays under the header as the page scrolls (${lang})`, async ({
    page,
  }) => {
    await open(page, TOUR_PAGES.find((tour) => tour.lang === lang)?.href ?? '');
    const links = page.locator('[data-section-links] a');
    const boxes = await links.evaluateAll((all) => all.map((link) => link.getBoundingClientRect()));
    expect(new Set(boxes.map(({ top }) => Math.round(top))).size, 'one row').toBe(1);
    expect(new Set(boxes.map(({ height }) => Math.round(height))).size, 'each link on one line').toBe(1);
    const last = links.last();
    await last.scrollIntoViewIfNeeded();
    await expect(last, 'the last link reached by scrolling the row sideways').toBeInViewport();
    await page.locator('#itinerary-heading').scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 1500);
    const nav = page.locator('[data-section-links]');
    await expect(nav).toBeInViewport();
    const headerBottomEdge = await page
      .locator('.site-header')
      .evaluate((header) => header.getBoundingClientRect().bottom);
    const navTop = await nav.evaluate((element) => element.getBoundingClientRect().top);
    expect(Math.abs(navTop - headerBottomEdge), 'right under the header').toBeLessThanOrEqual(1);
  });
}
