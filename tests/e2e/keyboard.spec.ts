import { expect, test } from '@playwright/test';
import { href } from './helpers';

test('the first Tab offers the skip link, which jumps past the navigation', async ({ page }) => {
  await page.goto(href('blog', 'en'));
  await page.locator('body[data-hydrated]').waitFor();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#main$/);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: /Back to Home/ })).toBeFocused();
});

for (const [page_, button] of [
  ['home', 'Start Your Journey'],
  ['home', 'Schedule a Consultation'],
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

test('blog tabs follow the ARIA tabs pattern: one Tab stop, arrows, Home and End', async ({ page }) => {
  await page.goto(href('blog', 'en'));
  await page.locator('body[data-hydrated]').waitFor();
  const tabs = page.getByRole('tab');
  const article = page.locator('[data-article] h2').first();
  const firstTitle = await article.textContent();
  await tabs.first().focus();
  await page.keyboard.press('ArrowRight');
  await expect(tabs.nth(1)).toBeFocused();
  await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(new RegExp(`post=${await tabs.nth(1).getAttribute('data-tab')}`));
  await expect(article).not.toHaveText(firstTitle ?? '');
  await page.keyboard.press('End');
  await expect(tabs.last()).toBeFocused();
  await expect(page).toHaveURL(new RegExp(`post=${await tabs.last().getAttribute('data-tab')}`));
  await page.keyboard.press('ArrowRight');
  await expect(tabs.first()).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(tabs.nth(1)).not.toBeFocused(); // the other tabs are not Tab stops
});

test.describe('while a chosen article is still downloading', () => {
  test.use({ serviceWorkers: 'block' }); // so the page's own requests can be held back

  test('arrow keys move on from the focused tab, and the last choice is the article shown', async ({ page }) => {
    await page.goto(href('blog', 'en'));
    await page.locator('body[data-hydrated]').waitFor();
    const tabs = page.getByRole('tab');
    const [second, third] = [await tabs.nth(1).getAttribute('data-tab'), await tabs.nth(2).getAttribute('data-tab')];
    const release: Record<string, () => void> = {};
    const held = Object.fromEntries(
      [second, third].map((id) => [id, new Promise<void>((go) => (release[id ?? ''] = go))]),
    );
    await page.route('**/assets/*.js', async (route) => {
      const path = new URL(route.request().url()).pathname;
      const id = [second, third].find((candidate) => path.startsWith(`/assets/${candidate}-`));
      if (id) await held[id];
      await route.continue();
    });

    await tabs.first().focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(tabs.nth(2)).toBeFocused();

    release[third ?? '']?.();
    await expect(tabs.nth(2)).toHaveAttribute('aria-selected', 'true');
    const earlierChoiceArrived = page.waitForResponse((response) => response.url().includes(`/assets/${second}-`));
    release[second ?? '']?.();
    await earlierChoiceArrived;
    await page.waitForTimeout(300); // time for a wrong late switch to show up
    await expect(tabs.nth(2)).toHaveAttribute('aria-selected', 'true');
  });
});
