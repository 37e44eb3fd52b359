import { expect, test } from '@playwright/test';
import { deriveTourFacts } from '../../scripts/content/derive-tour';
import { readEntry } from '../../scripts/content/entries';
import { LANGS } from '../../src/config/languages';
import { fromPrice, isoToday } from '../../src/content/tours/departures';
import { formatMoney } from '../../src/shared/money/format-money';
import { ARTICLES, href, WITHOUT_WORKER } from './helpers';
import { TOUR_IDS, tourFactsOf } from './tour-helpers';

test.use(WITHOUT_WORKER);

// Expected facts come from the content itself, so changing a price never needs a test edit.
const TOURS = (['sinai-adventure', 'sinai-dubai', 'turkey-tour'] as const).map((page) => {
  const tour = readEntry(`tours/${page}`, 'en');
  return {
    page,
    days: tour.days.length,
    rating: tour.rating.toFixed(1),
  };
});

/** The tours whose facts put them in `category`. */
async function toursIn(category: string) {
  return TOUR_IDS.filter((id) => tourFactsOf(id).categories.some((each) => each === category));
}

for (const lang of LANGS) {
  test(`${lang}: each tour page lists its days, every day titled`, async ({ page }) => {
    for (const tour of TOURS) {
      await page.goto(href(tour.page, lang));
      const days = page.locator('[data-day]');
      await expect(days).toHaveCount(tour.days);
      for (const day of await days.all()) await expect(day.locator('h3')).not.toBeEmpty();
    }
  });

  test(`${lang}: home and listing show every from-price with its currency, and rating`, async ({ page }) => {
    for (const target of [href('home', lang), href('tours', lang)]) {
      await page.goto(target);
      for (const tour of TOURS) {
        const card = page.locator(`[data-tour="${tour.page}"]`);
        const { departures, currency } = deriveTourFacts(tourFactsOf(tour.page), isoToday());
        await expect(card.locator('[data-price]')).toContainText(
          formatMoney(fromPrice(departures) ?? 0, currency, lang),
        );
        await expect(card.locator('[data-rating]')).toContainText(tour.rating);
      }
    }
  });

  test(`${lang}: the policy shows seven sections`, async ({ page }) => {
    await page.goto(href('privacy', lang));
    await expect(page.locator('[data-policy-section]')).toHaveCount(7);
  });
}

test('the tours listing filters live by text and category', async ({ page }) => {
  await page.goto(href('tours', 'en'));
  await page.locator('body[data-hydrated]').waitFor();
  const cards = page.locator('[data-tour]');
  await expect(cards).toHaveCount(3);
  const search = page.getByPlaceholder('search tours');
  await search.fill('TURKEY');
  await expect(cards).toHaveCount(1);
  await search.fill('zzz');
  await expect(page.getByText('No tours found matching your criteria.')).toBeVisible();
  await search.fill('');
  await expect(cards).toHaveCount(3);
  for (const [name, category] of [
    ['Adventure', 'adventure'],
    ['Cultural', 'cultural'],
    ['Biblical', 'biblical'],
  ] as const) {
    await page.getByRole('tab', { name }).click();
    const tours = await toursIn(category);
    await expect(cards).toHaveCount(tours.length);
    for (const id of tours) await expect(page.locator(`[data-tour="${id}"]`)).toBeVisible();
  }
});

test('the blog shows 8 tabs in order, arrows beside the strip that work only where more lies, by click and hover', async ({
  page,
}) => {
  await page.setViewportSize({ width: 480, height: 900 });
  await page.clock.install(); // the hover drift runs on a timer: the test moves time on instead of waiting
  await page.goto(href('blog', 'en'));
  await page.locator('body[data-hydrated]').waitFor();
  const tabs = page.locator('[data-tab]');
  await expect(tabs).toHaveCount(8);
  const strip = page.locator('[data-tab-strip]');
  const scrollLeft = () => strip.evaluate((element) => element.scrollLeft);
  await expect(page.locator('[data-arrow="left"]')).toBeDisabled();
  await expect(page.locator('[data-arrow="right"]')).toBeEnabled();
  await page.locator('[data-arrow="right"]').click();
  await expect.poll(scrollLeft).toBeGreaterThanOrEqual(199);
  await expect(page.locator('[data-arrow="left"]')).toBeEnabled();
  const before = await scrollLeft();
  await page.locator('[data-arrow="right"]').hover();
  await page.clock.runFor(300);
  await page.mouse.move(0, 800);
  const afterHover = await scrollLeft();
  expect(afterHover).toBeGreaterThan(before);
  await page.clock.runFor(200);
  expect(await scrollLeft()).toBe(afterHover);
  await strip.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
  await expect(page.locator('[data-arrow="right"]')).toBeDisabled();
});

test("on a phone the article strip's arrows stand beside the tabs, never over their words", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(ARTICLES.find(({ lang }) => lang === 'hk')?.href ?? '');
  await page.locator('body[data-hydrated]').waitFor();
  const strip = await page.locator('[data-tab-strip]').boundingBox();
  for (const arrow of await page.locator('[data-arrow]').all()) {
    const box = await arrow.boundingBox();
    if (!strip || !box) throw new Error('strip or arrow not drawn');
    const apart = box.x + box.width <= strip.x + 1 || box.x >= strip.x + strip.width - 1;
    expect(apart, `${await arrow.getAttribute('data-arrow')} arrow clear of the tabs`).toBe(true);
  }
  await expect(page.locator('[data-arrow]')).toHaveCount(2);
});

test('Share copies the article address when no share sheet exists', async ({ browser }) => {
  const context = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
  await context.addInitScript(() => Object.defineProperty(navigator, 'share', { value: undefined }));
  const page = await context.newPage();
  await page.goto(href('blog', 'en'));
  await page.locator('body[data-hydrated]').waitFor();
  const { href: articlePage, id } = ARTICLES.find((entry) => entry.lang === 'en' && entry.id !== ARTICLES[0]?.id) ?? {};
  await page.locator(`[data-tab="${id}"]`).click();
  await expect(page).toHaveURL(new RegExp(`${articlePage}$`));
  // The address changes first; the chosen article (and its Share button) replaces the old one a moment later.
  await page.locator(`[data-article="${id}"]`).waitFor();
  await page.getByRole('button', { name: 'Share' }).click();
  await expect(page.getByText('Link copied to clipboard')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(new RegExp(`${articlePage}$`));
  await context.close();
});

test('every article has its own prerendered page with its full text, its own head and a BlogPosting for it', async ({
  request,
}) => {
  for (const { id, lang, href: address } of ARTICLES) {
    const response = await request.get(address);
    expect(response.status(), address).toBe(200);
    const html = await response.text();
    const entry = readEntry(`blog/${id}`, lang);
    const text = html.replace(/<[^>]+>/g, '');
    expect(text, address).toContain(entry.title.replace(/&/g, '&amp;'));
    for (const chapter of entry.chapters)
      if (chapter.title) expect(text, address).toContain(chapter.title.replace(/&/g, '&amp;'));
    const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1] ?? '';
    expect(new URL(canonical).pathname, address).toBe(address);
    const postings = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)]
      .map(([, json]) => JSON.parse(json ?? '{}') as { '@type': string; mainEntityOfPage?: { '@id': string } })
      .filter((data) => data['@type'] === 'BlogPosting');
    expect(
      postings.map((posting) => posting.mainEntityOfPage?.['@id']),
      address,
    ).toEqual([canonical]);
  }
});

test("an old ?post= link lands on the article's own page", async ({ page }) => {
  const { id, href: articlePage } = ARTICLES.find((entry) => entry.lang === 'hk' && entry.id !== ARTICLES[0]?.id) ?? {};
  await page.goto(`${href('blog', 'hk')}?post=${id}`);
  await page.waitForURL((url) => url.pathname === articlePage);
  await expect(page.locator(`[data-article="${id}"] h1`)).toBeVisible();
});
