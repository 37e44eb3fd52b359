import { expect, type Page, test } from '@playwright/test';
import en from '../../locales/en.json' with { type: 'json' };
import { fillEnquiry, goOffline, goOnline, openForm, resetRelayAroundEachTest, submit } from './enquiry-helpers';
import { href, watchPolicyViolations } from './helpers';
import { installWorker } from './pwa-helpers';

// The CSP enforces Trusted Types (`require-trusted-types-for 'script'`): any DOM sink fed a plain string is
// blocked and reported. These walks use every feature and expect no report at all (every page: shell.spec.ts).

resetRelayAroundEachTest();

const hydrated = (page: Page) => page.locator('body[data-hydrated]').waitFor();

test('moving around in the app, dialogs, tabs and toasts cause no policy violation', async ({ page }) => {
  const violations = await watchPolicyViolations(page);
  await page.goto(href('home', 'en'));
  await hydrated(page);
  const nav = page.getByRole('navigation', { name: en['nav.main'] });
  await nav.getByRole('link', { name: en['nav.destinations'] }).click();
  await page.waitForURL(`**${href('tours', 'en')}`);
  await page.getByRole('tab', { name: en['listing.category.adventure'] }).click();
  await nav.getByRole('link', { name: en['nav.blog'] }).click();
  await page.waitForURL(`**${href('blog', 'en')}`);
  // An article rendered in the browser: its HTML reaches innerHTML too.
  const articles = page.getByRole('navigation', { name: en['blog.tabs'] }).getByRole('link');
  await articles.nth(1).click();
  await expect(articles.nth(1)).toHaveAttribute('aria-current', 'page');
  // The policy's HTML arrives through innerHTML when the page is rendered in the browser.
  await page.getByRole('contentinfo').getByRole('link', { name: en['footer.privacy'] }).click();
  await page.waitForURL(`**${href('privacy', 'en')}`);
  await expect(page.locator('[data-policy-section]').first()).toBeVisible();
  await page.getByRole('button', { name: new RegExp(en['nav.language']) }).click();
  await page.getByRole('link', { name: '繁體中文' }).click();
  await page.waitForURL(`**${href('privacy', 'hk')}`);
  await page.goto(href('home', 'en'));
  await hydrated(page);
  await page.getByRole('button', { name: en['contact.schedule'] }).first().click();
  await expect(page.getByRole('dialog').getByRole('img', { name: en['qr.alt'] })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(violations).toEqual([]);
});

test('the enquiry form, its toasts, the outbox list and the worker cause no policy violation', async ({ page }) => {
  const violations = await watchPolicyViolations(page);
  await installWorker(page, '/en/');
  await openForm(page);
  // The form's code arrives just after the page hydrates; pressed before, the browser's own "fill this in" shows
  // instead of the toast, so a person presses again.
  await expect(async () => {
    await submit(page);
    await expect(page.getByText(en['enquiry.toast.validationTitle'])).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  await fillEnquiry(page);
  await submit(page);
  await expect(page.getByText(en['enquiry.toast.successTitle']).first()).toBeVisible();
  await goOffline(page);
  await fillEnquiry(page);
  await submit(page);
  await expect(page.locator('[data-outbox-entry]')).toHaveCount(1);
  await goOnline(page);
  await expect(page.locator('[data-outbox-entry]')).toHaveCount(0);
  expect(violations).toEqual([]);
});
