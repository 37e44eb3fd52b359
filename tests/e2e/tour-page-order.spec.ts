import { expect, test } from '@playwright/test';
import en from '../../locales/en.json' with { type: 'json' };
import hk from '../../locales/hk.json' with { type: 'json' };
import { SITE, telLink } from '../../src/content/site';
import { href, WITHOUT_WORKER } from './helpers';
import { open, TOUR_IDS } from './tour-helpers';

test.use(WITHOUT_WORKER);

const WORDS = { en, hk } as const;
const PHONE = { width: 390, height: 844 };

for (const lang of ['hk', 'en'] as const)
  for (const id of TOUR_IDS) {
    test(`${id} (${lang}) on a phone: the agency's contacts are given once`, async ({ page }) => {
      await page.setViewportSize(PHONE);
      await open(page, href(id, lang));
      for (const link of [telLink(SITE.phone), `mailto:${SITE.email}`])
        await expect(page.locator(`a[href="${link}"]:visible`), link).toHaveCount(1);
    });

    test(`${id} (${lang}): the tools for booked travellers are folded under one label after the enquiry form`, async ({
      page,
    }) => {
      await page.setViewportSize(PHONE);
      await open(page, href(id, lang));
      const words = WORDS[lang];
      const fold = page.locator('[data-after-booking]');
      const label = fold.locator('> summary');
      await expect(label).toContainText(words['tour.tools']);
      const myDeparture = page.getByRole('heading', { name: words['myDeparture.heading'] });
      const poster = page.getByRole('button', { name: words['poster.open'] });
      await expect(myDeparture).toBeHidden();
      await expect(poster).toBeHidden();
      // In document order: the fold follows the form in what a screen reader reads, not only on screen.
      const afterForm = await label.evaluate((summary) => {
        const form = document.querySelector('#contact form');
        return !!form && Boolean(form.compareDocumentPosition(summary) & Node.DOCUMENT_POSITION_FOLLOWING);
      });
      expect(afterForm).toBeTruthy();
      await label.click();
      await expect(myDeparture).toBeVisible();
      await expect(poster).toBeVisible();
    });
  }

test('on a phone the route map comes before the list of days; on a wide screen the days sit beside it', async ({
  page,
}) => {
  const id = TOUR_IDS[0] ?? '';
  const map = page.locator('[data-route-map] img');
  const days = page.locator('[data-route-list]');
  await page.setViewportSize(PHONE);
  await open(page, href(id, 'hk'));
  await map.scrollIntoViewIfNeeded();
  const [mapOnPhone, daysOnPhone] = [await map.boundingBox(), await days.boundingBox()];
  expect(mapOnPhone?.y ?? 0).toBeLessThan(daysOnPhone?.y ?? 0);
  await page.setViewportSize({ width: 1366, height: 900 });
  await map.scrollIntoViewIfNeeded();
  const [mapWide, daysWide] = [await map.boundingBox(), await days.boundingBox()];
  expect((daysWide?.x ?? 0) + (daysWide?.width ?? 0)).toBeLessThanOrEqual(mapWide?.x ?? 0);
});

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false });

  test('the folded tools open from their label', async ({ page }) => {
    await page.goto(href(TOUR_IDS[0] ?? '', 'en'));
    await page.locator('[data-after-booking] > summary').click();
    await expect(page.getByRole('heading', { name: en['myDeparture.heading'] })).toBeVisible();
  });
});
