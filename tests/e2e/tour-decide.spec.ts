import { expect, test } from '@playwright/test';
import en from '../../locales/en.json' with { type: 'json' };
import hk from '../../locales/hk.json' with { type: 'json' };
import { SITE } from '../../src/content/site';
import { fromPrice, isBookable } from '../../src/content/tours/departures';
import { formatMoney } from '../../src/shared/money/format-money';
import { href, WITHOUT_WORKER } from './helpers';
import { expectedTour, open } from './tour-helpers';

test.use(WITHOUT_WORKER);

const PHONE = { width: 390, height: 844 };
/** The Hong Kong dollar amount the site states beside a US$ price: the agency's rate, to the nearest HK$10. */
const inHkd = (usd: number, lang: 'hk' | 'cn' | 'en') =>
  formatMoney(Math.round((usd * SITE.hkdPerUsd) / 10) * 10, 'HKD', lang);

for (const lang of ['hk', 'cn'] as const) {
  test(`${lang}: the hero, the phone bar and each departure give HK$ first, the quoted US$ beside it`, async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    const { summary } = await expectedTour('sinai-adventure', lang);
    const from = fromPrice(summary.departures) ?? 0;
    await open(page, href('sinai-adventure', lang));
    const places = [
      { place: page.locator('.tour-hero'), usd: from },
      { place: page.locator('[data-enquiry-bar]'), usd: from },
      ...summary.departures.map((departure) => ({
        place: page.locator(`tr[data-departure="${departure.start}"]`),
        usd: departure.price,
      })),
    ];
    for (const { place, usd } of places) {
      const hkd = place.locator('[data-price-hkd]');
      await expect(hkd).toContainText(inHkd(usd, lang));
      await expect(place.locator('[data-price]')).toContainText(formatMoney(usd, 'USD', lang));
      const hkdFirst = await hkd.evaluate(
        (element, quoted) => !!(element.compareDocumentPosition(quoted) & Node.DOCUMENT_POSITION_FOLLOWING),
        await place.locator('[data-price]').elementHandle(),
      );
      expect(hkdFirst, 'HK$ before US$').toBe(true);
    }
  });
}

test('en: the quoted US$ leads, HK$ beside it, the reference rate said once', async ({ page }) => {
  const { summary } = await expectedTour('sinai-adventure', 'en');
  const from = fromPrice(summary.departures) ?? 0;
  await open(page, href('sinai-adventure', 'en'));
  const hero = page.locator('.tour-hero');
  await expect(hero.locator('dd').filter({ has: page.locator('[data-price]') })).toHaveText(
    new RegExp(`^${en['tour.priceFrom'].replace('{price}', formatMoney(from, 'USD', 'en')).replace('$', '\\$')}`),
  );
  await expect(hero.locator('[data-price-hkd]')).toContainText(inHkd(from, 'en'));
  await expect(page.locator('[data-price-hkd]').first()).not.toContainText('about');
  await expect(page.locator('[data-rate-note]')).toHaveText(
    en['price.rateNote'].replace('{rate}', String(SITE.hkdPerUsd)),
  );
});

test('each departure status has its own colour and icon, its words its accessible name', async ({ page }) => {
  const { summary } = await expectedTour('sinai-adventure', 'en');
  await open(page, href('sinai-adventure', 'en'));
  const looks = new Map<string, string>();
  for (const departure of summary.departures) {
    const row = page.locator(`tr[data-departure="${departure.start}"]`);
    const badge = row.locator('[data-status]');
    const words = en[`tour.status.${departure.status}`];
    await expect(row.getByRole('cell', { name: words, exact: true })).toHaveCount(1);
    const look = await badge.evaluate((element) => {
      const icon = element.querySelector('[aria-hidden="true"]');
      const style = getComputedStyle(element);
      return `${icon?.textContent} ${style.backgroundColor} ${style.boxShadow}`;
    });
    looks.set(departure.status, look);
  }
  const statuses = new Set(summary.departures.map(({ status }) => status));
  expect(statuses.size, 'the content shows several statuses').toBeGreaterThan(2);
  expect(new Set(looks.values()).size).toBe(statuses.size);
  const icons = [...looks.values()].map((look) => look.split(' ')[0]);
  expect(new Set(icons).size, 'one icon per status').toBe(statuses.size);
});

test('on a phone every control of the departures, the hero and the bar is at least 44 px tall', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await open(page, href('sinai-adventure', 'hk'));
  const controls = page.locator(
    '[data-departures] :is(a, button), .tour-hero :is(a, button), [data-enquiry-bar] :is(a, button)',
  );
  expect(await controls.count()).toBeGreaterThan(5);
  for (const control of await controls.all()) {
    const box = await control.boundingBox();
    expect(box?.height, (await control.textContent()) ?? '').toBeGreaterThanOrEqual(44);
  }
});

test('a full departure offers its waiting list: the form opens naming the departure and the list', async ({ page }) => {
  const { summary, text, name } = await expectedTour('sinai-adventure', 'en');
  const full = summary.departures.find((departure) => !isBookable(departure));
  if (!full) throw new Error('The content has no full departure to test with');
  await open(page, href('sinai-adventure', 'en'));
  await page
    .locator(`tr[data-departure="${full.start}"]`)
    .getByRole('link', { name: /Waiting list/ })
    .click();
  const asked = en['tour.enquiryWaitingList'].replace('{tour}', name).replace('{date}', text.dates[full.start] ?? '');
  await expect(page.locator('#enquiry-destination')).toHaveValue(asked);
  await expect(page.locator('[data-enquiry-about]')).toContainText(asked);
  await expect(page.locator('#enquiry-firstName')).toBeFocused();
});

test('a closed day says where it is and how it begins, from the route and the day’s own words', async ({ page }) => {
  const { text, facts } = await expectedTour('sinai-adventure', 'hk');
  await open(page, href('sinai-adventure', 'hk'));
  for (const day of text.days) {
    const summary = page.locator(`[data-day="${day.day}"] summary`);
    const stops = (facts as unknown as { route: { name: { hk: string }; days: number[] }[] }).route.filter((stop) =>
      stop.days.includes(day.day),
    );
    for (const stop of stops) await expect(summary, `day ${day.day}`).toContainText(stop.name.hk);
    const opening = day.html
      .replace(/<[^>]+>/g, '')
      .trim()
      .slice(0, 12);
    await expect(summary, `day ${day.day}`).toContainText(opening);
  }
  // Once open, the day's first paragraph says it: the summary's line steps aside.
  const second = page.locator('[data-day="2"]');
  await expect(second.locator('.day-gist')).toBeVisible();
  await second.locator('summary').click();
  await expect(second.locator('.day-gist')).toBeHidden();
});

test('the days are an overview that opens one day at a time (the first open), and print whole', async ({ page }) => {
  const { text } = await expectedTour('turkey-tour', 'en');
  await open(page, href('turkey-tour', 'en'));
  const days = page.locator('[data-day] details');
  await expect(days).toHaveCount(text.days.length);
  await expect(page.locator('[data-day="1"] .body-text')).toBeVisible();
  for (const day of (await days.all()).slice(1)) await expect(day).not.toHaveAttribute('open');
  const second = page.locator('[data-day="2"]');
  await expect(second.locator('.body-text')).toBeHidden();
  await second.locator('summary').click();
  await expect(second.locator('.body-text')).toBeVisible();
  await expect(page.locator('[data-day="3"] .body-text')).toBeHidden();

  await page.emulateMedia({ media: 'print' });
  for (const day of await page.locator('[data-day] .body-text').all()) await expect(day).toBeVisible();
});

test('near the top, under the price, a summary gives the dates, what is included, flights from Hong Kong, fitness and deposit', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  const { summary, text } = await expectedTour('sinai-adventure', 'hk');
  await open(page, href('sinai-adventure', 'hk'));
  const facts = page.locator('[data-tour-summary]');
  const box = await facts.boundingBox();
  expect(box?.y, 'within the second screen').toBeLessThan(PHONE.height * 2);
  const next = summary.departures.find(isBookable);
  await expect(facts.locator('[data-summary="dates"]')).toContainText(text.dates[next?.start ?? ''] ?? '');
  await expect(page.locator('.tour-hero [data-price]')).toContainText(
    formatMoney(fromPrice(summary.departures) ?? 0, 'USD', 'hk'),
  );
  const included = facts.locator('[data-summary="included"]').getByRole('link');
  await expect(included).toContainText(String(text.included.length));
  await expect(included).toHaveAttribute('href', '#included-heading');
  await expect(facts.locator('[data-summary="flights"]')).toContainText(hk['tour.summaryFlights']);
  // The return flights from Hong Kong are never counted in legs: a connection would make the count wrong.
  expect(summary.flights.domestic).toBe(0);
  await expect(facts.locator('[data-summary="flights"]')).not.toContainText(/\d/);
  await expect(facts.locator('[data-summary="fitness"]')).toContainText(`${summary.demand} / 5`);
  await expect(facts.locator('[data-summary="deposit"]')).toContainText(formatMoney(summary.deposit, 'USD', 'hk'));
});

test('right after the departures, a booked traveller reaches My departure and a church leader the poster', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await open(page, href('sinai-adventure', 'hk'));
  const tools = page.getByRole('navigation', { name: hk['tour.tools'] });
  const departures = await page.locator('[data-departures]').boundingBox();
  const box = await tools.boundingBox();
  expect(box?.y, 'after the departures').toBeGreaterThanOrEqual((departures?.y ?? 0) + (departures?.height ?? 0));
  expect(box?.y, 'before the rest of the page').toBeLessThan((departures?.y ?? 0) + (departures?.height ?? 0) + 200);
  await tools.getByRole('link', { name: hk['tour.toolsMyDeparture'] }).click();
  await expect(page.getByRole('heading', { name: hk['myDeparture.heading'] })).toBeInViewport();
  await tools.getByRole('link', { name: hk['tour.toolsPoster'] }).click();
  await expect(page.getByRole('button', { name: hk['poster.open'] })).toBeInViewport();
  await expect(tools.getByRole('button', { name: hk['tour.print'] })).toBeVisible();
});
