import { expect, test } from '@playwright/test';
import en from '../../locales/en.json' with { type: 'json' };
import { hrefFor } from '../../src/config/routes';
import { WITHOUT_WORKER } from './helpers';

// A page opened before the site was published again asks, on its next click, for code files that are gone.
test.use(WITHOUT_WORKER);

test('a page left open across a new publication still takes the visitor where they clicked', async ({ page }) => {
  await page.goto(hrefFor('home', 'en'));
  await page.locator('body[data-hydrated]').waitFor();
  // The old build's code is gone from the server until the page is loaded afresh.
  const gone = '**/assets/*.js';
  await page.route(gone, (route) => route.fulfill({ status: 404, body: '' }));
  page.on('request', (request) => {
    if (request.isNavigationRequest()) void page.unroute(gone);
  });

  const target = hrefFor('blog', 'en');
  await page.locator(`header a[href="${target}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`${target}$`));
  await page.locator('body[data-hydrated]').waitFor();
  await expect(page.getByText(en['error.heading'])).toHaveCount(0);
  await expect(page.locator('h1')).toBeVisible();
});
