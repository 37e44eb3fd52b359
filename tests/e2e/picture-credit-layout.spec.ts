import { expect, type Locator, type Page, test } from '@playwright/test';
import { tourIds } from '../../src/config/routes';
import { href, WITHOUT_WORKER } from './helpers';

test.use(WITHOUT_WORKER);

const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };

type Box = { x: number; y: number; width: number; height: number };
const boxOf = async (locator: Locator): Promise<Box> => {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not rendered');
  return box;
};
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const inside = (inner: Box, outer: Box) =>
  inner.x >= outer.x - 0.5 &&
  inner.y >= outer.y - 0.5 &&
  inner.x + inner.width <= outer.x + outer.width + 0.5 &&
  inner.y + inner.height <= outer.y + outer.height + 0.5;

/** WCAG contrast of the credit's text over its own backing, with the brightest picture (white) showing through. */
function worstContrast(caption: Element): number {
  const channels = (colour: string) => (colour.match(/[\d.]+/g) ?? []).map(Number);
  const [r = 0, g = 0, b = 0] = channels(getComputedStyle(caption).color);
  const [br = 0, bg = 0, bb = 0, alpha = 0] = channels(getComputedStyle(caption).backgroundColor);
  const over = (channel: number) => channel * alpha + 255 * (1 - alpha);
  const linear = (value: number) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = (red: number, green: number, blue: number) =>
    0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue);
  const text = luminance(r, g, b);
  const backing = luminance(over(br), over(bg), over(bb));
  return (Math.max(text, backing) + 0.05) / (Math.min(text, backing) + 0.05);
}

/** The tour cards on the page, grouped by the row they sit in. */
async function cardRows(page: Page) {
  const rows = new Map<number, Locator[]>();
  for (const card of await page.locator('article[data-tour]').all()) {
    const { y } = await boxOf(card);
    const row = [...rows.keys()].find((top) => Math.abs(top - y) < 2) ?? y;
    rows.set(row, [...(rows.get(row) ?? []), card]);
  }
  return [...rows.values()].filter((row) => row.length > 1);
}

for (const lang of ['hk', 'en'] as const)
  for (const pageKey of ['home', 'tours'] as const)
    test(`on a wide screen the tour cards of ${pageKey} (${lang}) line up, a photo's credit inside its picture`, async ({
      page,
    }) => {
      await page.setViewportSize(DESKTOP);
      await page.goto(href(pageKey, lang));
      const rows = await cardRows(page);
      expect(rows.length, 'cards side by side').toBeGreaterThan(0);
      let credits = 0;
      for (const row of rows) {
        for (const part of ['[data-rating]', 'h2, h3']) {
          const tops = await Promise.all(row.map(async (card) => (await boxOf(card.locator(part).first())).y));
          expect(Math.max(...tops) - Math.min(...tops), `${part} at one height`).toBeLessThan(1);
        }
        for (const card of row) {
          const caption = card.locator('figcaption[data-picture-credit]');
          if (!(await caption.count())) continue;
          await expect(caption).toBeVisible();
          expect(inside(await boxOf(caption), await boxOf(card.locator('img[data-art]')))).toBe(true);
          await expect(caption.locator('a[rel~="license"]')).toBeVisible();
          credits += 1;
        }
      }
      expect(credits, 'a photo with its credit among the cards').toBeGreaterThan(0);
    });

for (const scheme of ['light', 'dark'] as const)
  test(`a card photo's credit (${scheme}) is at least 12 px and readable whatever the picture under it`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: scheme });
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      await page.goto(href('tours', 'hk'));
      const captions = page.locator('article[data-tour] figcaption[data-picture-credit]');
      expect(await captions.count()).toBeGreaterThan(0);
      for (const caption of await captions.all()) {
        const size = await caption.evaluate((element) => Number.parseFloat(getComputedStyle(element).fontSize));
        expect(size).toBeGreaterThanOrEqual(12);
        expect(await caption.evaluate(worstContrast)).toBeGreaterThanOrEqual(4.5);
      }
    }
  });

for (const lang of ['hk', 'en'] as const)
  test(`on a phone (${lang}) a tour hero's photo credit never covers the hero's words or buttons`, async ({ page }) => {
    await page.setViewportSize(PHONE);
    let credits = 0;
    for (const id of tourIds()) {
      await page.goto(href(id, lang));
      const hero = page.locator('header.tour-hero');
      const caption = hero.locator('figcaption[data-picture-credit]');
      if (!(await caption.count())) continue;
      const credit = await boxOf(caption);
      const size = await caption.evaluate((element) => Number.parseFloat(getComputedStyle(element).fontSize));
      expect(size).toBeGreaterThanOrEqual(12);
      for (const part of await hero.locator('h1, p, dd, a, button').all()) {
        if (await part.evaluate((element) => element.closest('figcaption') !== null)) continue;
        expect(overlaps(credit, await boxOf(part)), `${id}: the credit over "${await part.textContent()}"`).toBe(false);
      }
      credits += 1;
    }
    expect(credits, 'a tour hero with a photo').toBeGreaterThan(0);
  });
