import { expect, test } from '@playwright/test';
import { PAGE_KEYS, tourHref, tourIds } from '../../src/config/routes';
import { ARTICLES, href, WITHOUT_WORKER } from './helpers';

test.use(WITHOUT_WORKER);

for (const lang of ['hk', 'en'] as const) {
  for (const id of tourIds()) {
    test(`every itinerary day of ${id} (${lang}) shows a picture no other day uses`, async ({ page }) => {
      await page.goto(tourHref(id, lang));
      await page.locator('body[data-hydrated]').waitFor();
      const days = await page
        .locator('[data-day]')
        .evaluateAll((items) =>
          items.map((item) => [...item.querySelectorAll('img')].map((img) => img.currentSrc || img.src)),
        );
      expect(days.length).toBeGreaterThan(0);
      const usedBy = new Map<string, number>();
      for (const images of days) for (const src of new Set(images)) usedBy.set(src, (usedBy.get(src) ?? 0) + 1);
      const withoutOwnPicture = days
        .map((images, index) => ({ day: index + 1, own: images.filter((src) => usedBy.get(src) === 1) }))
        .filter(({ own }) => own.length === 0)
        .map(({ day }) => day);
      expect(withoutOwnPicture, 'days with no picture of their own').toEqual([]);
      expect(new Set(days.flat()).size, 'distinct pictures').toBeGreaterThanOrEqual(days.length);
    });
  }
}

test('no page shows the same drawing twice (the home page, the listing, each tour, each article)', async ({ page }) => {
  const addresses = [
    ...PAGE_KEYS.map((key) => href(key, 'en')),
    ...ARTICLES.filter(({ lang }) => lang === 'en').map((article) => article.href),
  ];
  for (const address of addresses) {
    await page.goto(address);
    const pictures = await page
      .locator('main img[data-art]')
      .evaluateAll((images) => images.map((image) => (image as HTMLImageElement).getAttribute('src') ?? ''));
    const twice = pictures.filter((src, index) => pictures.indexOf(src) !== index);
    expect(twice, address).toEqual([]);
  }
});

test('each kind of page has its own branded share picture, served as a PNG', async ({ page, request }) => {
  const pictures = new Set<string>();
  for (const key of ['home', 'tours', 'sinai-adventure', 'blog', 'terms'] as const) {
    await page.goto(href(key, 'en'));
    const image = await page.locator('meta[property="og:image"]').getAttribute('content');
    const path = new URL(image ?? '').pathname;
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['content-type']).toContain('image/png');
    pictures.add(path);
  }
  expect(pictures.size).toBe(5);
});
