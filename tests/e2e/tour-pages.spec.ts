import { expect, test } from '@playwright/test';
import cn from '../../locales/cn.json' with { type: 'json' };
import en from '../../locales/en.json' with { type: 'json' };
import hk from '../../locales/hk.json' with { type: 'json' };
import { readEntry } from '../../scripts/content/entries';
import { statementsIn } from '../../scripts/content/facts/statements';
import { LANGS, LANGUAGES } from '../../src/config/languages';
import { SITE } from '../../src/content/site';
import { fromPrice, isBookable } from '../../src/content/tours/departures';
import { formatMoney } from '../../src/shared/money/format-money';
import { hkdEquivalent } from '../../src/shared/money/hkd-equivalent';
import { href, WITHOUT_WORKER } from './helpers';
import { expectedTour, open, TOUR_IDS, whatsappText } from './tour-helpers';

test.use(WITHOUT_WORKER);

for (const lang of LANGS) {
  test.describe(`${lang}`, () => {
    for (const id of TOUR_IDS) {
      test(`${id}: departures with dates, status and currency; inclusions; map with its text`, async ({ page }) => {
        const { summary, text, facts } = await expectedTour(id, lang);
        await page.goto(href(id, lang));
        const rows = page.locator('[data-departures] tr[data-departure]');
        await expect(rows).toHaveCount(summary.departures.length);
        for (const [index, departure] of summary.departures.entries()) {
          const row = rows.nth(index);
          await expect(row.locator('time')).toHaveAttribute('datetime', departure.start);
          await expect(row.locator('time')).toHaveText(text.dates[departure.start] ?? '');
          await expect(row.locator('[data-status]')).toHaveAttribute('data-status', departure.status);
          await expect(row.locator('[data-status]')).not.toBeEmpty();
          await expect(row.locator('[data-price]')).toHaveText(formatMoney(departure.price, summary.currency, lang));
          // Each departure has its Enquire; a full one's asks for its waiting list.
          await expect(row.locator('[data-enquire]')).toHaveCount(1);
          await expect(row.locator('[data-waiting-list]')).toHaveCount(isBookable(departure) ? 0 : 1);
        }
        const from = formatMoney(fromPrice(summary.departures) ?? 0, summary.currency, lang);
        await expect(page.locator('header [data-price]')).toContainText(from);

        const inclusions = page.locator('[data-inclusions]');
        for (const item of [...text.included, ...text.excluded]) await expect(inclusions).toContainText(item);

        const map = page.locator('[data-route-map] img').first();
        await expect(map).toHaveAttribute('loading', 'lazy');
        await expect(page.locator('[data-route-list] li')).toHaveCount(facts.route.length);
        // The list beside the map is its text alternative: the image names it as its description.
        await expect(map).not.toHaveAttribute('alt', '');
        const list = page.locator(`#${await map.getAttribute('aria-describedby')}`);
        for (const stop of text.route) await expect(list).toContainText(stop.name);
        await expect(map).toHaveAccessibleDescription(new RegExp(text.route[0]?.name ?? '^$'));
        const svg = await page.request.get((await map.getAttribute('src')) ?? '');
        expect(svg.headers()['content-type']).toContain('svg');
      });
    }

    for (const id of TOUR_IDS) {
      test(`${id}: deposit, balance, group size, flights and demand are stated with one value, the terms under the form agree`, async ({
        page,
      }) => {
        const { summary, name } = await expectedTour(id, lang);
        const { durationDays, campNights } = readEntry(`tours/${id}`, lang);
        const expected = {
          deposit: formatMoney(summary.deposit, summary.currency, lang),
          balanceDueDays: String(summary.balanceDueDays),
          groupMin: `${summary.groupSize.min}–${summary.groupSize.max}`,
          days: String(durationDays),
          nights: String(durationDays - 1),
          campNights: String(campNights),
          domesticFlights: String(summary.flights.domestic),
          demandLevel: String(summary.demand),
        };
        await page.goto(href(id, lang));
        await expect(page.locator('h1')).toContainText(name);
        const essentials = page.locator('[data-essentials]');
        await expect(essentials.locator('[data-fact="payment"]')).toContainText(expected.deposit);
        // Each language sets the range in its own way (10–20, 10至20人, 10～20人); the recognisers read all of them.
        const groupSizeText = { en, hk, cn }[lang]['tour.groupSizeValue']
          .replaceAll('{min}', String(summary.groupSize.min))
          .replaceAll('{max}', String(summary.groupSize.max));
        await expect(essentials.locator('[data-fact="group-size"]')).toContainText(groupSizeText);
        await expect(essentials.locator('[data-fact="demand"]')).toContainText(expected.demandLevel);
        const terms = page.locator('[data-terms-summary]');
        await expect(terms).toContainText(expected.deposit);
        await expect(terms).toContainText(expected.balanceDueDays);
        // The deposit reads the same wherever it is stated: as the price component writes it (HK$ beside, first in Chinese).
        const pricesIn = (place: typeof terms) => place.locator('[data-price], [data-price-hkd]').allTextContents();
        const [inSummary, ...elsewhere] = await Promise.all(
          [
            page.locator('[data-tour-summary] [data-summary="deposit"]'),
            essentials.locator('[data-fact="payment"]'),
            terms,
          ].map(pricesIn),
        );
        expect(inSummary?.length).toBeGreaterThan(0);
        for (const prices of elsewhere) expect(prices).toEqual(inSummary);
        // The tour's own facts stated in words (the agency's contacts and stances are not this tour's).
        const stated = statementsIn((await page.locator('body').textContent()) ?? '').filter(
          (each): each is typeof each & { fact: keyof typeof expected } => Object.hasOwn(expected, each.fact),
        );
        for (const fact of ['deposit', 'balanceDueDays', 'groupMin', 'demandLevel'] as const)
          expect(stated.filter((each) => each.fact === fact).length, fact).toBeGreaterThan(0);
        // The deposit may also be stated in HK$ at the reference rate (HK$ first on Chinese pages): the same value.
        const hkdDeposit = hkdEquivalent(summary.deposit, summary.currency);
        const sameValue = (statement: (typeof stated)[number]) =>
          statement.fact === 'deposit' &&
          hkdDeposit !== undefined &&
          statement.value === formatMoney(hkdDeposit, 'HKD', lang)
            ? expected.deposit
            : statement.value;
        for (const statement of stated) expect(sameValue(statement), statement.said).toBe(expected[statement.fact]);
      });
    }

    test('FAQ answers open from the keyboard', async ({ page }) => {
      const { text } = await expectedTour('sinai-dubai', lang);
      await open(page, href('sinai-dubai', lang));
      const first = page.locator('[data-faq] details').first();
      await expect(first.locator('summary')).toContainText(text.faq[0]?.q ?? '');
      await expect(first.getByText(text.faq[0]?.a ?? '')).toBeHidden();
      await first.locator('summary').focus();
      await page.keyboard.press('Enter');
      await expect(first).toHaveAttribute('open', '');
      await expect(first.getByText(text.faq[0]?.a ?? '')).toBeVisible();
      await page.keyboard.press('Tab');
      await page.keyboard.press('Space');
      await expect(page.locator('[data-faq] details').nth(1)).toHaveAttribute('open', '');
    });

    test('every listing tab shows at least one tour', async ({ page }) => {
      await open(page, href('tours', lang));
      const tabs = page.getByRole('tab');
      for (const tab of await tabs.all()) {
        await tab.click();
        await expect(page.locator('[data-tour]').first()).toBeVisible();
      }
    });
  });
}

// The one test of this group that posts to the relay is in tour-enquiry.spec.ts (the relay's tests run one at a time).
test.describe('enquiring about a tour', () => {
  for (const lang of LANGS) {
    test(`${lang}: the hero and each departure put the tour in the form, and WhatsApp names it`, async ({ page }) => {
      const id = 'turkey-tour';
      const { summary, text, name } = await expectedTour(id, lang);
      await open(page, href(id, lang));
      const destination = page.locator('#enquiry-destination');
      const whatsapp = page.locator('header [data-whatsapp]');
      expect(whatsappText(await whatsapp.getAttribute('href'))).toContain(name);

      await page.locator('header [data-enquire]').click();
      await expect(destination).toHaveValue(name);
      // The first field as drawn: the family name leads where the language puts it first.
      const first = LANGUAGES[lang].familyNameFirst ? 'lastName' : 'firstName';
      await expect(page.locator(`#enquiry-${first}`)).toBeFocused();

      for (const departure of summary.departures.filter(isBookable)) {
        const date = text.dates[departure.start] ?? '';
        await page.locator(`tr[data-departure="${departure.start}"] [data-enquire]`).click();
        await expect(destination).toHaveValue(new RegExp(`${name}.*${date}`));
        const chat = whatsappText(await whatsapp.getAttribute('href'));
        expect(chat).toContain(name);
        expect(chat).toContain(date);
      }
    });
  }
});

test('on the phone a bar offers the from-price, Enquire and WhatsApp', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const { summary, name } = await expectedTour('sinai-adventure', 'hk');
  await open(page, href('sinai-adventure', 'hk'));
  const bar = page.locator('[data-enquiry-bar]');
  await expect(bar).toBeVisible();
  await expect(bar.locator('[data-price]')).toContainText(formatMoney(fromPrice(summary.departures) ?? 0, 'USD', 'en'));
  expect(whatsappText(await bar.locator('[data-whatsapp]').getAttribute('href'))).toContain(name);
  await bar.locator('[data-enquire]').click();
  await expect(page.locator('#enquiry-destination')).toHaveValue(name);
});

test('a keyboard user reaching the contact section can Tab on into the enquiry form', async ({ page }) => {
  await open(page, href('turkey-tour', 'en'));
  const contact = page.locator('#contact');
  // Where Tab brings a keyboard user into the section (the contacts themselves are in the footer on a tour page).
  await contact.getByRole('button', { name: en['contact.schedule'] }).focus();
  const firstField = contact.locator('#enquiry-firstName');
  const inForm = () => page.evaluate(() => document.activeElement?.id === 'enquiry-firstName');
  for (let step = 0; step < 10 && !(await inForm()); step++) await page.keyboard.press('Tab');
  await expect(firstField).toBeFocused();
});

test('a page read after a departure has left no longer offers it, and "From" follows', async ({ page }) => {
  const { summary } = await expectedTour('turkey-tour', 'en');
  const [first, ...rest] = summary.departures;
  if (!first) throw new Error('No departure in the content');
  // The prerendered page (built before it left) still lists it; the page itself drops it once hydrated.
  await page.clock.install({ time: new Date(Date.parse(`${first.start}T12:00:00`) + 86_400_000) });
  await open(page, href('turkey-tour', 'en'));
  await expect(page.locator(`tr[data-departure="${first.start}"]`)).toHaveCount(0);
  await expect(page.locator('tr[data-departure]')).toHaveCount(rest.length);
  const from = fromPrice(rest);
  await expect(page.locator('header [data-price]')).toHaveText(
    from ? new RegExp(`US\\$${from.toLocaleString('en-US')}`) : '',
  );
});

test("structured data: one offer per bookable departure, and the tour's own questions as shown", async ({ page }) => {
  const { summary, text } = await expectedTour('sinai-dubai', 'en');
  await page.goto(href('sinai-dubai', 'en'));
  const records = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((json) =>
    JSON.parse(json),
  );
  const trip = records.find((record) => record['@type'] === 'TouristTrip');
  expect(trip.offers).toHaveLength(summary.departures.filter(isBookable).length);
  for (const offer of trip.offers) expect(offer).toMatchObject({ '@type': 'Offer', priceCurrency: summary.currency });
  expect(trip.itinerary.itemListElement.length).toBeGreaterThan(0);
  const faq = records.find((record) => record['@type'] === 'FAQPage');
  expect(faq.mainEntity.map((entry: { name: string }) => entry.name)).toEqual(text.faq.map(({ q }) => q));
  for (const { q } of text.faq) await expect(page.locator('[data-faq] summary', { hasText: q })).toHaveCount(1);
});

for (const [id, lang] of [
  ['sinai-adventure', 'hk'],
  ['turkey-tour', 'en'],
] as const) {
  test(`${id} in ${lang} prints as trip notes on at most five A4 pages`, async ({ page }) => {
    const { summary } = await expectedTour(id, lang);
    await open(page, href(id, lang));
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('.print-header')).toBeVisible();
    const brand = { en, hk }[lang]['brand.name'];
    for (const fact of [brand, SITE.licence, SITE.phone, decodeURI(href(id, lang))])
      await expect(page.locator('.print-header')).toContainText(fact);
    await expect(page.locator('[data-departures] tr[data-departure]')).toHaveCount(summary.departures.length);
    await expect(page.locator('[data-faq] details p').first()).toBeVisible();
    await expect(page.locator('#contact')).toBeHidden();
    const pdf = await page.pdf({ format: 'A4', preferCSSPageSize: true });
    const pages = pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? [];
    expect(pages.length).toBeLessThanOrEqual(5);
  });
}
