import { expect, type Page, test } from '@playwright/test';
import { TOUR_PAGES, WITHOUT_WORKER } from './helpers';
import { open } from './tour-helpers';

/** The bar's parts: each one's box, and whether its content is wider than the part itself (cut off). */
function barParts(page: Page) {
  return page.locator('[data-enquiry-bar]').evaluate((bar) => {
    const parts = {
      price: bar.querySelector<HTMLElement>('[data-bar-price]'),
      enquire: bar.querySelector<HTMLElement>('[data-enquire]'),
      whatsapp: bar.querySelector<HTMLElement>('[data-whatsapp]'),
    };
    const lines = [...bar.querySelectorAll<HTMLElement>('[data-price], [data-price-hkd]')];
    return {
      bar: bar.getBoundingClientRect().toJSON() as DOMRect,
      parts: Object.entries(parts).map(([name, element]) => ({
        name,
        box: element?.getBoundingClientRect().toJSON() as DOMRect,
        clipped: element ? element.scrollWidth > element.clientWidth : true,
      })),
      priceRight: Math.max(...lines.map((line) => line.getBoundingClientRect().right)),
      hasPrice: lines.length > 0,
    };
  });
}

test.use(WITHOUT_WORKER);

for (const { page: tour, lang, href } of TOUR_PAGES) {
  test(`the phone booking bar shows its price, Enquire and WhatsApp whole at 430, 390 and 320 px (${tour}, ${lang})`, async ({
    page,
  }) => {
    for (const width of [430, 390, 320]) {
      await page.setViewportSize({ width, height: 844 });
      await open(page, href);
      const { bar, parts, priceRight, hasPrice } = await barParts(page);
      expect(bar.right, `${width}px: the bar stays on the screen`).toBeLessThanOrEqual(width);
      for (const { name, box, clipped } of parts) {
        expect(clipped, `${width}px: ${name} is cut off`).toBe(false);
        expect(box.left, `${width}px: ${name}`).toBeGreaterThanOrEqual(bar.left);
        expect(box.right, `${width}px: ${name}`).toBeLessThanOrEqual(bar.right);
      }
      const [price, enquire, whatsapp] = parts.map(({ box }) => box);
      if (!price || !enquire || !whatsapp) throw new Error('the bar lost a part');
      if (hasPrice) expect(priceRight, `${width}px: the price runs into Enquire`).toBeLessThanOrEqual(enquire.left);
      expect(price.right, `${width}px`).toBeLessThanOrEqual(enquire.left);
      expect(enquire.right, `${width}px: Enquire runs into WhatsApp`).toBeLessThanOrEqual(whatsapp.left);
    }
  });
}

test('on a phone the booking bar steps aside while the visitor types in the enquiry form, and returns after', async ({
  page,
}) => {
  const [first] = TOUR_PAGES;
  await page.setViewportSize({ width: 390, height: 844 });
  await open(page, first?.href ?? '');
  const bar = page.locator('[data-enquiry-bar]');
  await expect(bar).toBeVisible();
  const field = page.locator('#enquiry-form').getByRole('textbox').first();
  await field.focus();
  await expect(bar).toBeHidden();
  await field.blur();
  await expect(bar).toBeVisible();
});
