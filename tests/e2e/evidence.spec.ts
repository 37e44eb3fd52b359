import { expect, test } from '@playwright/test';
import { readEntry } from '../../scripts/content/entries';
import { tourHref } from '../../src/config/routes';
import { ARTICLES, href, PAGES, WITHOUT_WORKER } from './helpers';
import { TOUR_IDS, tourFactsOf } from './tour-helpers';

test.use(WITHOUT_WORKER);

test('the hero’s claims lead to their evidence: quotes that link to the articles they come from, and the award', async ({
  page,
}) => {
  await page.goto(href('home', 'en'));
  const claims = page.locator('main section').first().locator('a.claim');
  await expect(claims).toHaveCount(3);
  for (const target of await claims.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? '')))
    await expect(page.locator(target), target).toHaveCount(1);
  const quotes = page.locator('#testimonies blockquote');
  expect(await quotes.count()).toBeGreaterThan(0);
  for (const item of await page.locator('#testimonies li.card').all()) {
    const story = await item.locator('a[href*="/blog/"]').getAttribute('href');
    const id = story?.split('/').pop() ?? '';
    const article = readEntry(`blog/${id}`, 'en');
    const quote = (await item.locator('blockquote').textContent())?.replace(/^“|”$/g, '') ?? '';
    // The quote is the article's own words, found in its text.
    expect(article.chapters.map((chapter) => chapter.html.replace(/<[^>]+>/g, '')).join(' '), id).toContain(quote);
  }
  await expect(page.locator('#award')).toContainText(/\d{4}/);
  await expect(page.locator('#hosts li')).not.toHaveCount(0);
});

test('the hero’s rating is the tours’ own average, with its source and date, and its award pill names the award', async ({
  page,
}) => {
  const ratings = TOUR_IDS.map((id) => (tourFactsOf(id) as unknown as { rating: number }).rating);
  const average = (ratings.reduce((sum, rating) => sum + rating, 0) / ratings.length).toFixed(1);
  const award = readEntry('awards/pilgrimage-operator', 'en');
  await page.goto(href('home', 'en'));
  const claims = page.locator('main section').first().locator('a.claim');
  await expect(claims.first()).toContainText(`${average}/5`);
  await expect(claims.first()).toContainText(/feedback forms.*\d{4}/);
  await expect(claims.last()).toContainText(award.name);
  await expect(claims.last()).toContainText(String(award.year));
});

test('a Chinese page quotes its travellers in Chinese quotation marks: 「」 in Hong Kong, “” on the mainland', async ({
  page,
}) => {
  for (const [lang, open, close] of [
    ['hk', '「', '」'],
    ['cn', '“', '”'],
  ] as const) {
    await page.goto(href('home', lang));
    for (const quote of await page.locator('#testimonies blockquote').allTextContents()) {
      expect(quote.startsWith(open) && quote.endsWith(close), `${lang}: ${quote}`).toBe(true);
    }
  }
});

test('no page shows sample data that looks unfinished ("placeholder", 佔位)', async ({ page }) => {
  for (const { href: address } of [...PAGES, ...ARTICLES.filter(({ lang }) => lang !== 'cn')]) {
    await page.goto(address);
    const text = (await page.locator('body').textContent()) ?? '';
    expect(text, address).not.toMatch(/placeholder|佔位|占位/i);
  }
});

test('every article about a tour ends with that tour’s card', async ({ page }) => {
  for (const { href: address, id, lang } of ARTICLES.filter((article) => article.lang !== 'cn')) {
    await page.goto(address);
    const tour = readEntry(`blog/${id}`, lang).tour;
    // (A photo's caption in the card may link its licence: the card's own link goes to the tour.)
    if (tour)
      await expect(
        page.locator(`[data-article-tour="${tour}"] a[href="${tourHref(tour, lang)}"]`),
        address,
      ).toHaveCount(1);
    else await expect(page.locator('[data-article-tour]'), address).toHaveCount(0);
  }
});
