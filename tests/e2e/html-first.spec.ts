import { expect, test } from '@playwright/test';
import en from '../../locales/en.json' with { type: 'json' };
import { LANGUAGES } from '../../src/config/languages';
import { isBookable } from '../../src/content/tours/departures';
import { href } from './helpers';
import { expectedTour } from './tour-helpers';

// With JavaScript off (or before it runs), every control still does its job as plain HTML.
test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

test('the start-journey and consultation dialogs open with the WhatsApp link, and close', async ({ page }) => {
  await page.goto(href('home', 'en'));
  for (const [button, title] of [
    [en['home.startJourney'], en['qr.journeyTitle']],
    [en['contact.schedule'], en['qr.consultTitle']],
  ] as const) {
    await page.getByRole('button', { name: button }).click();
    const dialog = page.getByRole('dialog', { name: title });
    await expect(dialog.getByRole('link', { name: en['qr.openWhatsapp'] })).toBeVisible();
    await dialog.getByRole('button', { name: en['dialog.close'] }).click();
    await expect(dialog).toBeHidden();
  }
});

test('the phone menu opens and its links lead on', async ({ page }) => {
  await page.goto(href('home', 'en'));
  const menu = page.locator('#mobile-menu');
  await expect(menu).toBeHidden();
  await page.getByRole('button', { name: en['nav.menu'] }).click();
  await menu.getByRole('link', { name: en['nav.blog'] }).click();
  await page.waitForURL((url) => url.pathname === href('blog', 'en'));
});

test('the language menu leads to the same page in another language', async ({ page }) => {
  await page.goto(href('turkey-tour', 'en'));
  await page.getByRole('button', { name: new RegExp(en['nav.language']) }).click();
  await page.getByRole('link', { name: LANGUAGES.cn.menuName }).click();
  await page.waitForURL((url) => url.pathname === href('turkey-tour', 'cn'));
  await expect(page.locator('html')).toHaveAttribute('lang', LANGUAGES.cn.htmlLang);
});

test("a departure's Enquire reaches the form, which already names the tour", async ({ page }) => {
  const { summary, name } = await expectedTour('sinai-adventure', 'en');
  const departure = summary.departures.filter(isBookable)[0];
  if (!departure) throw new Error('No bookable departure in the content');
  await page.goto(href('sinai-adventure', 'en'));
  await page.locator(`tr[data-departure="${departure.start}"] [data-enquire]`).click();
  await expect(page).toHaveURL(new RegExp(`enquire=sinai-adventure&date=${departure.start}#enquiry-form$`));
  // The form's top on screen, below the sticky section links; the destination further down already filled in.
  await expect(page.locator('[data-enquiry-about]')).toBeInViewport();
  await expect(page.locator('#enquiry-destination')).toHaveValue(name);
});

test('the questions open and close', async ({ page }) => {
  await page.goto(href('turkey-tour', 'en'));
  const question = page.locator('[data-faq] details').first();
  await question.locator('summary').click();
  await expect(question).toHaveAttribute('open', '');
  await expect(question.locator('summary + *')).toBeVisible();
});
