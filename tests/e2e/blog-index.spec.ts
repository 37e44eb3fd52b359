import { expect, test } from '@playwright/test';
import en from '../../locales/en.json' with { type: 'json' };
import hk from '../../locales/hk.json' with { type: 'json' };
import { readEntry } from '../../scripts/content/entries';
import { ARTICLES, href, WITHOUT_WORKER } from './helpers';

test.use(WITHOUT_WORKER);

for (const [lang, messages] of [
  ['en', en],
  ['hk', hk],
] as const)
  test(`the blog (${lang}) opens on a card for every article: its picture, title, category and reading time`, async ({
    page,
  }) => {
    await page.goto(href('blog', lang));
    const articles = ARTICLES.filter((article) => article.lang === lang);
    const cards = page.locator('[data-story-cards] > li');
    await expect(cards).toHaveCount(articles.length);
    for (const { id, href: address } of articles) {
      const entry = readEntry(`blog/${id}`, lang);
      const card = cards.filter({ has: page.locator(`a[href="${address}"]`) });
      await expect(card, id).toHaveCount(1);
      // The card's own link is the one to its article (a photo's credit may link its licence).
      await expect(card.locator(`a[href="${address}"]`)).toHaveText(entry.title);
      await expect(card).toContainText(messages[`blog.category.${entry.category}`]);
      await expect(card).toContainText(String(entry.readingMinutes));
      await expect(card.locator('img')).toHaveCount(1);
    }
    // The page leads with the cards: no article is shown in full, and no tab claims to be the page.
    await expect(page.locator('[data-article]')).toHaveCount(0);
    await expect(page.locator('[data-tab][aria-current]')).toHaveCount(0);
  });

test('an article says where it is (Home › Blog, its tab marked, said once), for readers and search engines alike', async ({
  page,
}) => {
  const { id, href: address } = ARTICLES.find((article) => article.lang === 'hk') ?? { id: '', href: '' };
  await page.goto(address);
  const crumbs = page.getByRole('navigation', { name: hk['listing.breadcrumb'] }).getByRole('listitem');
  await expect(crumbs).toHaveText([hk['nav.home'], `›${hk['nav.blog']}`]);
  const tab = readEntry(`blog/${id}`, 'hk').tab;
  await expect(page.locator('[data-tab][aria-current="page"]')).toHaveText(tab);
  // Above the article its tab's words appear once: in the strip, not again in the trail.
  await expect(page.locator('main').getByText(tab, { exact: true })).toHaveCount(1);
  await crumbs.nth(1).getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`${href('blog', 'hk')}$`));
  await page.goto(address);
  const trail = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) =>
      scripts
        .map((script) => JSON.parse(script.textContent ?? '{}'))
        .find((data) => data['@type'] === 'BreadcrumbList'),
    );
  expect(trail.itemListElement.map((item: { position: number }) => item.position)).toEqual([1, 2, 3]);
  expect(new URL(trail.itemListElement[2].item).pathname).toBe(address);
});

test('the blog and its articles set their page titles in one size', async ({ page }) => {
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    const sizes: string[] = [];
    for (const address of [href('blog', 'en'), ARTICLES.find((article) => article.lang === 'en')?.href ?? '']) {
      await page.goto(address);
      sizes.push(await page.locator('h1').evaluate((heading) => getComputedStyle(heading).fontSize));
    }
    expect(new Set(sizes).size, `${width} px wide: ${sizes.join(', ')}`).toBe(1);
  }
});
