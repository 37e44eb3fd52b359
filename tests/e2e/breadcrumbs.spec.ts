import { expect, type Page, test } from '@playwright/test';
import en from '../../locales/en.json' with { type: 'json' };
import { ARTICLES, href, WITHOUT_WORKER } from './helpers';

test.use(WITHOUT_WORKER);

/** The marks drawn between a page's crumbs. */
async function separators(page: Page, address: string) {
  await page.goto(address);
  return page
    .getByRole('navigation', { name: en['listing.breadcrumb'] })
    .locator('[aria-hidden="true"]')
    .allTextContents();
}

test('the tours listing, the blog and an article separate their crumbs with the same mark', async ({ page }) => {
  const article = ARTICLES.find(({ lang }) => lang === 'en')?.href ?? '';
  const marks = new Set<string>();
  for (const address of [href('tours', 'en'), href('blog', 'en'), article]) {
    const found = await separators(page, address);
    expect(found.length, address).toBeGreaterThan(0);
    for (const mark of found) marks.add(mark.trim());
  }
  expect([...marks]).toHaveLength(1);
});
