import { expect, test } from '@playwright/test';
import { isBookable } from '../../src/content/tours/departures';
import { relay, resetRelayAroundEachTest } from './enquiry-helpers';
import { href } from './helpers';
import { expectedTour, open } from './tour-helpers';

test.describe('enquiring about a tour', () => {
  resetRelayAroundEachTest();

  test('an enquiry sent from a departure reaches the relay and its e-mail with the tour and date', async ({ page }) => {
    const { summary, text, name } = await expectedTour('sinai-adventure', 'en');
    const departure = summary.departures.filter(isBookable).at(-1);
    if (!departure) throw new Error('No bookable departure in the content');
    await open(page, href('sinai-adventure', 'en'));
    await page.locator(`tr[data-departure="${departure.start}"] [data-enquire]`).click();
    await page.locator('#enquiry-firstName').fill('Mary');
    await page.locator('#enquiry-lastName').fill('Chan');
    await page.locator('#enquiry-email').fill('mary.chan@example.com');
    await page.locator('#enquiry-phone').fill('+852 9123 4567');
    await page.locator('form[data-enquiry-form] button[type="submit"]').click();
    await expect.poll(async () => (await relay.received()).length).toBe(1);
    const [received] = await relay.received();
    expect(received?.destination).toContain(name);
    expect(received?.destination).toContain(text.dates[departure.start]);
  });
});
