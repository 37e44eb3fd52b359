import { expect, test } from '@playwright/test';
import en from '../../locales/en.json' with { type: 'json' };
import { href, WITHOUT_WORKER } from './helpers';

test.use(WITHOUT_WORKER);

test('the first Tab offers the skip link, which jumps past the navigation', async ({ page }) => {
  await page.goto(href('blog', 'en'));
  await page.locator('body[data-hydrated]').waitFor();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#main$/);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Home' })).toBeFocused();
});

for (const [page_, button] of [
  ['home', en['home.startJourney']],
  ['home', en['contact.schedule']],
] as const) {
  test(`the "${button}" dialog opens from the keyboard, keeps focus inside and closes with Escape`, async ({
    page,
  }) => {
    await page.goto(href(page_, 'en'));
    await page.locator('body[data-hydrated]').waitFor();
    const opener = page.getByRole('button', { name: button }).first();
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('img')).toBeVisible();
    for (let step = 0; step < 4; step++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(opener).toBeFocused();
  });
}

test("blog tabs are links: Enter on one opens its article's own page, marked as the current one", async ({ page }) => {
  await page.goto(href('blog', 'en'));
  await page.locator('body[data-hydrated]').waitFor();
  const tabs = page.locator('[data-tab]');
  await tabs.nth(1).focus();
  await page.keyboard.press('Enter');
  const id = await tabs.nth(1).getAttribute('data-tab');
  await expect(page).toHaveURL(new RegExp(`/en/blog/${id}$`));
  await expect(page.locator(`[data-article="${id}"] h1`)).toBeVisible();
  await expect(tabs.nth(1)).toHaveAttribute('aria-current', 'page');
  await expect(tabs.first()).not.toHaveAttribute('aria-current', 'page');
});

test.describe('while a chosen article is still downloading', () => {
  test.use({ serviceWorkers: 'block' }); // so the page's own requests can be held back

  test('the last choice is the article shown, even when an earlier one arrives later', async ({ page }) => {
    await page.goto(href('blog', 'en'));
    await page.locator('body[data-hydrated]').waitFor();
    const tabs = page.locator('[data-tab]');
    const [second, third] = [await tabs.nth(1).getAttribute('data-tab'), await tabs.nth(2).getAttribute('data-tab')];
    const release: Record<string, () => void> = {};
    const held = Object.fromEntries(
      [second, third].map((id) => [id, new Promise<void>((go) => (release[id ?? ''] = go))]),
    );
    await page.route('**/assets/*.js', async (route) => {
      const path = new URL(route.request().url()).pathname;
      const id = [second, third].find((candidate) => path.startsWith(`/assets/${candidate}-en-`));
      if (id) await held[id];
      await route.continue();
    });

    await tabs.nth(1).click();
    await tabs.nth(2).click();
    release[third ?? '']?.();
    await expect(page).toHaveURL(new RegExp(`/en/blog/${third}$`));
    const earlierChoiceArrived = page.waitForResponse((response) => response.url().includes(`/assets/${second}-en-`));
    release[second ?? '']?.();
    await earlierChoiceArrived;
    await page.waitForTimeout(300); // time for a wrong late switch to show up
    await expect(page).toHaveURL(new RegExp(`/en/blog/${third}$`));
    await expect(tabs.nth(2)).toHaveAttribute('aria-current', 'page');
  });
});
