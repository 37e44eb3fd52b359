import { expect, test } from '@playwright/test';
import en from '../../locales/en.json' with { type: 'json' };
import { formatList } from '../../src/config/formats';
import site from '../../src/content/site.json' with { type: 'json' };
import { FIELD_LIMITS, HONG_KONG_CODE, LOCAL_PHONE_DIGITS } from '../../src/features/enquiry/core/fields';

/** A phone text as shown: the numbers the rule names filled in. */
const withPhoneRule = (text: string) =>
  text
    .replace('{digits}', String(LOCAL_PHONE_DIGITS))
    .replace('{code}', HONG_KONG_CODE)
    .replace('{min}', String(FIELD_LIMITS.phoneMin));

import {
  ENQUIRY_FORMS,
  fillEnquiry,
  fillGroup,
  MARY,
  openForm,
  openMoreDetails,
  receivedAtLeast,
  receivedGroup,
  relay,
  resetRelayAroundEachTest,
  submit,
} from './enquiry-helpers';

resetRelayAroundEachTest();

/** The success text as shown: the reply promise in the hours site.json gives. */
const successText = en['enquiry.toast.successText'].replace('{replyHours}', String(site.replyHours.value));

for (const { name, path, group } of ENQUIRY_FORMS) {
  test(`a valid enquiry from ${name} reaches the relay once with the exact payload, and the form clears`, async ({
    page,
  }) => {
    await openForm(page, path);
    await fillEnquiry(page);
    await fillGroup(page, group);
    await submit(page);
    await expect(page.getByText('Message Sent Successfully!').first()).toBeVisible();
    await expect(page.getByText(successText).first()).toBeVisible();

    const [received] = await receivedAtLeast(1);
    expect(received).toEqual({
      access_key: 'local-relay-key',
      name: 'Mary Chan',
      email: MARY.email,
      phone: MARY.phone,
      destination: MARY.destination,
      budget: MARY.budget,
      message: MARY.message,
      services: 'flight-booking, visa-assistance',
      ...receivedGroup(group),
      subject: `New travel enquiry from the website (ref ${received?.ref})`,
      from_name: 'Pilgrim Journeys',
      replyto: MARY.email,
      ref: expect.stringMatching(/^PJ-[A-Z0-9]{6}$/),
      duplicate: false,
    });
    // The thank-you panel stays in the form's place; "Send another enquiry" brings back an empty form.
    await page.getByRole('button', { name: en['enquiry.sent.another'] }).click();
    await expect(page.getByLabel(/^First name/)).toHaveValue('');
    await expect(page.getByLabel('Flight booking')).not.toBeChecked();
    expect(await relay.received()).toHaveLength(1);
  });

  test(`the 4th enquiry within 5 minutes from ${name} shows Too Many Requests and sends nothing`, async ({ page }) => {
    await openForm(page, path);
    for (let sent = 1; sent <= 3; sent++) {
      await fillEnquiry(page);
      await fillGroup(page, group);
      await submit(page);
      await expect(page.locator('[data-enquiry-sent]')).toBeVisible();
      await receivedAtLeast(sent);
    }
    await fillEnquiry(page);
    await submit(page);
    await expect(page.getByText('Too Many Requests')).toBeVisible();
    await expect(page.getByText('Please wait 5 minutes before submitting another form.')).toBeVisible();
    await expect(page.getByLabel(/^First name/)).toHaveValue(MARY.firstName);
    expect(await relay.received()).toHaveLength(3);
  });
}

test('the thank-you panel replaces the form, takes the focus and is still there 10 seconds later', async ({ page }) => {
  await page.clock.install();
  await openForm(page);
  await fillEnquiry(page);
  await submit(page);
  const panel = page.locator('[data-enquiry-sent]');
  await expect(panel.getByRole('heading', { name: en['enquiry.toast.successTitle'] })).toBeFocused();
  await expect(page.locator('form[data-enquiry-form]')).toBeHidden();
  await page.clock.runFor(10_000);
  await expect(panel).toContainText(successText);
  await expect(panel.getByRole('link', { name: en['qr.openWhatsapp'] })).toBeVisible();
  await expect(panel.locator('a[href^="tel:"]')).toBeVisible();
});

test("a relay 400 shows Error Sending Message with the service's words and keeps every value", async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await relay.control({ failNext: 1, failStatus: 400, failMessage: 'Spam detected' });
  await openForm(page);
  await fillEnquiry(page);
  await submit(page);
  await expect(page.getByText('Error Sending Message')).toBeVisible();
  await expect(
    page.getByText(
      'Sorry, there was an error sending your message. Please try again. The form service said: Spam detected',
    ),
  ).toBeVisible();
  for (const [label, value] of [
    [/^First name/, MARY.firstName],
    [/^Email/, MARY.email],
    [/^Your message/, MARY.message],
  ] as const) {
    await expect(page.getByLabel(label)).toHaveValue(value);
  }
  await expect(page.getByLabel('Visa assistance')).toBeChecked();
  expect(errors.join('\n')).toContain('Spam detected');
  // Nothing is left behind to be sent a second time.
  await expect(page.locator('[data-outbox]')).toHaveCount(0);
  expect(await relay.received()).toHaveLength(0);
});

test('invalid input shows the first error under each field, wired for screen readers, and sends nothing', async ({
  page,
}) => {
  await openForm(page);
  await fillEnquiry(page, { firstName: 'M4ry', email: 'not-an-email', phone: '123' }, []);
  await submit(page);
  await expect(page.getByText('Please check the form')).toBeVisible();
  const wrong = [en['enquiry.firstName'], en['enquiry.lastName'], en['enquiry.email'], en['enquiry.phone']];
  const named = en['enquiry.toast.validationFields']
    .replace('{count}', String(wrong.length))
    .replace('{fields}', formatList(wrong, 'en'));
  await expect(page.getByText(named)).toBeVisible();

  const expectations = [
    [/^First name/, 'First name contains invalid characters'],
    [/^Last name/, 'Last name is required'],
    [/^Email/, 'Please enter a valid email address'],
  ] as const;
  for (const [label, message] of expectations) {
    const field = page.getByLabel(label);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(new RegExp(`^${message}`));
  }
  // A short number without a country code is told both numbers the form takes, as its hint says.
  const phone = page.getByLabel(/^Phone/);
  const phoneHint = withPhoneRule(en['enquiry.phoneHint']);
  await expect(page.getByText(phoneHint)).toBeVisible();
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await expect(phone).toHaveAccessibleDescription(
    `${withPhoneRule(en['enquiry.error.phone.notHongKong'])} ${phoneHint}`,
  );
  await expect(page.getByLabel(/^First name/)).toBeFocused();

  await page.getByLabel(/^Last name/).fill('Chan');
  await expect(page.getByText('Last name is required')).toHaveCount(0);
  await expect(page.getByLabel(/^Last name/)).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  // With its country code but too few digits, the number gets the 10-digit message.
  await phone.fill('+44 20 7946');
  await submit(page);
  await expect(phone).toHaveAccessibleDescription(`Phone number must be at least 10 digits ${phoneHint}`);
  expect(await relay.received()).toHaveLength(0);
});

test('required fields carry an asterisk, limits match the rules and the message counts its characters', async ({
  page,
}) => {
  await openForm(page, '/hk/');
  const form = page.locator('form[data-enquiry-form]');
  await expect(form.locator('label:has-text("*")')).toHaveCount(4);
  await expect(form.locator('#enquiry-firstName')).toHaveAttribute('maxlength', '50');
  await expect(form.locator('#enquiry-email')).toHaveAttribute('maxlength', '254');
  await expect(form.locator('#enquiry-phone')).toHaveAttribute('maxlength', '20');
  await expect(form.locator('#enquiry-destination')).toHaveAttribute('maxlength', '100');
  await expect(form.locator('#enquiry-budget')).toHaveAttribute('maxlength', '50');
  await expect(form.locator('#enquiry-message')).toHaveAttribute('maxlength', '1000');
  await openMoreDetails(page);
  await expect(form.getByRole('checkbox')).toHaveCount(10);
  await form.locator('#enquiry-message').fill('你好 <b>');
  await expect(form.locator('#enquiry-message')).toHaveValue('你好 b');
  await expect(form.getByText('4/1000字')).toBeVisible();
});

test('the form works from the keyboard alone, in reading order', async ({ page }) => {
  await openForm(page);
  await page.locator('#enquiry-firstName').focus();
  for (const name of ['firstName', 'lastName', 'email', 'phone', 'destination'] as const) {
    await expect(page.locator(`#enquiry-${name}`)).toBeFocused();
    if (name !== 'destination') await page.keyboard.type(MARY[name]);
    await page.keyboard.press('Tab');
  }
  await expect(page.locator('#enquiry-message')).toBeFocused();
  await page.keyboard.type(MARY.message);
  await page.keyboard.press('Tab');
  // The rarer optional fields wait behind their summary: Enter opens them, Tab goes on into them.
  await expect(page.locator('[data-optional-fields] summary')).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(page.locator('#enquiry-budget')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Flight booking')).toBeFocused();
  await page.keyboard.press('Space');
  await expect(page.getByLabel('Flight booking')).toBeChecked();
  for (let checkbox = 0; checkbox < 10; checkbox++) await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Send enquiry' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Message Sent Successfully!').first()).toBeVisible();
  const [received] = await receivedAtLeast(1);
  expect(received).toMatchObject({ name: 'Mary Chan', services: 'flight-booking', destination: '' });
});

test('a quick fix and resubmit replaces the validation toast with the outcome instead of stacking beside it', async ({
  page,
}) => {
  await openForm(page);
  await fillEnquiry(page, { ...MARY, email: 'not-an-email' }, []);
  await submit(page);
  await expect(page.getByText('Please check the form')).toBeVisible();
  await page.getByLabel(/^Email/).fill(MARY.email);
  await submit(page);
  await expect(page.getByText('Message Sent Successfully!').first()).toBeVisible();
  await expect(page.getByText('Please check the form')).toHaveCount(0);
});
