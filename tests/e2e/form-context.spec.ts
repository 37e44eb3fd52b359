import { expect, test } from '@playwright/test';
import cn from '../../locales/cn.json' with { type: 'json' };
import en from '../../locales/en.json' with { type: 'json' };
import hk from '../../locales/hk.json' with { type: 'json' };
import { formatList } from '../../src/config/formats';
import { href, WITHOUT_WORKER } from './helpers';
import { expectedTour, open } from './tour-helpers';

test.use(WITHOUT_WORKER);

test('on a tour page the form names its tour at the top, and a departure once one is chosen', async ({ page }) => {
  const { summary, text, name } = await expectedTour('turkey-tour', 'en');
  await open(page, href('turkey-tour', 'en'));
  const about = page.locator('form[data-enquiry-form] [data-enquiry-about]');
  await expect(about).toHaveText(en['enquiry.about'].replace('{subject}', name));
  const departure = summary.departures[0];
  if (!departure) throw new Error('No departure in the content');
  await page.locator(`tr[data-departure="${departure.start}"] [data-enquire]`).click();
  await expect(about).toContainText(text.dates[departure.start] ?? '');
});

test('the message box is open; the rarer optional fields wait closed behind their summary', async ({ page }) => {
  await open(page, href('turkey-tour', 'en'));
  const more = page.locator('form[data-enquiry-form] details[data-optional-fields]');
  await expect(more.locator('summary')).toHaveAccessibleName(en['enquiry.more']);
  await expect(more).not.toHaveAttribute('open');
  await expect(page.locator('#enquiry-budget')).toBeHidden();
  await expect(page.getByLabel('Flight booking')).toBeHidden();
  for (const field of ['#enquiry-firstName', '#enquiry-message']) await expect(page.locator(field)).toBeVisible();
});

for (const [lang, words, familyFirst] of [
  ['en', en, false],
  ['hk', hk, true],
  ['cn', cn, true],
] as const) {
  test(`a tour's form fits a fixed-date package: travellers, rooms and church; names in the ${lang} order`, async ({
    page,
  }) => {
    await open(page, href('turkey-tour', lang));
    const form = page.locator('form[data-enquiry-form]');
    for (const label of [words['enquiry.travellers'], words['enquiry.rooms'], words['enquiry.church']])
      await expect(form.getByLabel(label, { exact: true })).toBeVisible();
    await expect(form.getByLabel(words['enquiry.messageTour'], { exact: true })).toBeVisible();
    await expect(form.getByLabel(words['enquiry.budget'], { exact: true })).toBeHidden();
    const names = await form
      .locator('input[autocomplete$="-name"]')
      .evaluateAll((inputs) => inputs.map((input) => input.getAttribute('autocomplete')));
    expect(names).toEqual(familyFirst ? ['family-name', 'given-name'] : ['given-name', 'family-name']);
  });
}

test('the toast names every wrong field, in the form’s order', async ({ page }) => {
  await open(page, href('turkey-tour', 'hk'));
  const form = page.locator('form[data-enquiry-form]');
  await form.getByLabel(hk['enquiry.travellers'], { exact: true }).fill('十二');
  await page.getByRole('button', { name: hk['enquiry.submit'] }).click();
  await expect(page.getByText(hk['enquiry.toast.validationTitle'])).toBeVisible();
  const wrong = [
    'enquiry.lastName',
    'enquiry.firstName',
    'enquiry.email',
    'enquiry.phone',
    'enquiry.travellers',
  ] as const;
  const named = hk['enquiry.toast.validationFields'].replace('{count}', String(wrong.length)).replace(
    '{fields}',
    formatList(
      wrong.map((id) => hk[id]),
      'hk',
    ),
  );
  await expect(page.getByText(named)).toBeVisible();
  await expect(form.getByLabel(hk['enquiry.travellers'], { exact: true })).toHaveAccessibleDescription(
    hk['enquiry.error.travellers.invalid'],
  );
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('the message takes typing; the optional fields start closed, open, and take typing', async ({ page }) => {
    await page.goto(`${href('home', 'en')}#contact`);
    await page.locator('#enquiry-message').fill('Two of us, in spring');
    await expect(page.locator('#enquiry-message')).toHaveValue('Two of us, in spring');
    const more = page.locator('form[data-enquiry-form] details[data-optional-fields]');
    await expect(page.locator('#enquiry-budget')).toBeHidden();
    await more.locator('summary').click();
    await expect(more).toHaveAttribute('open', '');
    await page.locator('#enquiry-budget').fill('HK$30,000 each');
    await page.getByLabel('Visa assistance').check();
  });
});

test('on a desk the WhatsApp QR code shows in the contact section without a click', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await open(page, href('home', 'hk'));
  const code = page.locator('#contact [data-contact-qr] img');
  await code.scrollIntoViewIfNeeded();
  await expect(code).toBeVisible();
  await expect(code).toHaveAccessibleName(/\S/);
  await expect.poll(() => code.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
});
