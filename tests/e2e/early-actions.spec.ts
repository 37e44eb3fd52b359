import { expect, test } from '@playwright/test';
import en from '../../locales/en.json' with { type: 'json' };
import { LANGUAGES } from '../../src/config/languages';
import { isBookable } from '../../src/content/tours/departures';
import { openAsVisitor } from './early-helpers';
import { href, WITHOUT_WORKER } from './helpers';
import { expectedTour } from './tour-helpers';

// A visitor on a phone acts as soon as the page shows: each control must work whether or not the scripts have run.
test.use({ ...WITHOUT_WORKER, viewport: { width: 390, height: 844 } });

test('"Start your journey" opens its dialog with the WhatsApp link', async ({ page }) => {
  await openAsVisitor(page, href('home', 'en'));
  await page.getByRole('button', { name: en['home.startJourney'] }).click();
  const dialog = page.getByRole('dialog', { name: en['qr.journeyTitle'] });
  await expect(dialog.getByRole('link', { name: en['qr.openWhatsapp'] })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\//,
  );
});

test('the consultation dialog opens from the contact section', async ({ page }) => {
  await openAsVisitor(page, href('home', 'en'));
  const button = page.getByRole('button', { name: en['contact.schedule'] });
  await button.scrollIntoViewIfNeeded(); // a visitor scrolls down to it first
  await expect(button).toBeInViewport();
  await button.click();
  await expect(page.getByRole('dialog', { name: en['qr.consultTitle'] })).toBeVisible();
});

test('a search typed before the scripts run filters the list once they do', async ({ page }) => {
  const turkey = await expectedTour('turkey-tour', 'en');
  const sinai = await expectedTour('sinai-adventure', 'en');
  await openAsVisitor(page, href('tours', 'en'));
  await page.getByRole('searchbox').pressSequentially('turkey');
  await expect(page.getByRole('heading', { name: turkey.name })).toBeVisible();
  await expect(page.getByRole('heading', { name: sinai.name })).toHaveCount(0);
  await expect(page.getByRole('searchbox')).toHaveValue('turkey');
});

test("a departure's Enquire reaches the form, which names the tour and the date", async ({ page }) => {
  const { summary, text, name } = await expectedTour('sinai-dubai', 'en');
  const departure = summary.departures.filter(isBookable)[0];
  if (!departure) throw new Error('No bookable departure in the content');
  await openAsVisitor(page, href('sinai-dubai', 'en'));
  await page.locator(`tr[data-departure="${departure.start}"] [data-enquire]`).click();
  // The form's first line on screen names the tour and the date; its destination field, further down, holds them.
  const chosen = new RegExp(`${name}.*${text.dates[departure.start]}`);
  await expect(page.locator('[data-enquiry-about]')).toBeInViewport();
  await expect(page.locator('[data-enquiry-about]')).toContainText(chosen);
  await expect(page.locator('#enquiry-destination')).toHaveValue(chosen);
});

test('the phone menu and the language menu open and lead on', async ({ page }) => {
  await openAsVisitor(page, href('turkey-tour', 'en'));
  await page.getByRole('button', { name: en['nav.menu'] }).click();
  await expect(page.locator('#mobile-menu').getByRole('link', { name: en['nav.blog'] })).toBeVisible();
  await page.getByRole('button', { name: new RegExp(en['nav.language']) }).click();
  await page.getByRole('link', { name: LANGUAGES.hk.menuName }).click();
  await page.waitForURL((url) => url.pathname === href('turkey-tour', 'hk'));
});
