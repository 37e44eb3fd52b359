import { expect, type Page, test } from '@playwright/test';
import en from '../../locales/en.json' with { type: 'json' };
import { openAsVisitor, watchUrls } from './early-helpers';
import { fillEnquiry, MARY, openForm, relay, resetRelayAroundEachTest, submit } from './enquiry-helpers';
import { href } from './helpers';

resetRelayAroundEachTest();

/** The visitor's own details, as they could appear in an address (raw or encoded). */
const PERSONAL = [MARY.email, encodeURIComponent(MARY.email), MARY.lastName, '9123'];

async function expectDeliveredWithoutLeaks(page: Page, urls: string[]) {
  await expect.poll(async () => (await relay.received()).length).toBe(1);
  const [received] = await relay.received();
  expect(received?.email).toBe(MARY.email);
  expect(received?.name).toBe(`${MARY.firstName} ${MARY.lastName}`);
  expect(urls.filter((url) => PERSONAL.some((detail) => url.includes(detail)))).toEqual([]);
  expect(new URL(page.url()).search).toBe('');
}

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('the browser posts the enquiry to the form service and the visitor lands on the thank-you page', async ({
    page,
  }) => {
    const urls = watchUrls(page);
    await page.goto(`${href('home', 'en')}#contact`);
    await fillEnquiry(page);
    await submit(page);
    await page.waitForURL((url) => url.pathname === href('thanks', 'en'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en['enquiry.toast.successTitle']);
    await expectDeliveredWithoutLeaks(page, urls);
    expect((await relay.received())[0]?.services).toBe('flight-booking, visa-assistance');
  });

  test('a ticked honeypot is dropped by the service, and the visitor still sees the thank-you page', async ({
    page,
  }) => {
    await page.goto(`${href('home', 'en')}#contact`);
    await fillEnquiry(page);
    await page.locator('input[name="botcheck"]').evaluate((box: HTMLInputElement) => {
      box.checked = true;
    });
    await submit(page);
    await page.waitForURL((url) => url.pathname === href('thanks', 'en'));
    expect(await relay.attempts()).toBe(1);
    expect(await relay.received()).toEqual([]);
  });
});

test('an enquiry sent as soon as the page shows, on a phone-speed CPU, arrives and leaks nothing', async ({ page }) => {
  const urls = watchUrls(page);
  await openAsVisitor(page, `${href('home', 'en')}#contact`);
  await fillEnquiry(page);
  await submit(page);
  await expectDeliveredWithoutLeaks(page, urls);
});

test('with scripts, a ticked honeypot shows the usual success and sends nothing', async ({ page }) => {
  await openForm(page);
  await fillEnquiry(page);
  await page.locator('input[name="botcheck"]').evaluate((box: HTMLInputElement) => {
    box.checked = true;
  });
  await submit(page);
  await expect(page.getByText(en['enquiry.toast.successTitle']).first()).toBeVisible();
  expect(await relay.attempts()).toBe(0);
});
