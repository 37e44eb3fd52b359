import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { parse } from 'yaml';
import siteWords from '../../locales/en.json' with { type: 'json' };
import { splitFrontMatter } from '../../scripts/content/layout';
import { formatDate } from '../../src/config/formats';
import { tourIds } from '../../src/config/routes';
import siteFacts from '../../src/content/site.json' with { type: 'json' };
import { isBookable, isoToday, upcomingDepartures } from '../../src/content/tours/departures';
import { formatMoney } from '../../src/shared/money/format-money';
import { hkdAtRate } from '../../src/shared/money/hkd-at-rate';
import { openDepartures, openEditor } from './cms-process';
import { builtCopy } from './project-copies';
import { tourName } from './tour-helpers';

// The editor's own fields (scripts/cms/widgets), driven as a member of staff would, on a copy of the project saved
// through decap-server: the repository is never changed. Ports: CMS_FIELDS_PORT (site and editor), CMS_FIELDS_PROXY_PORT.
const SITE_PORT = Number(process.env.CMS_FIELDS_PORT ?? 8295);
const PROXY_PORT = Number(process.env.CMS_FIELDS_PROXY_PORT ?? 8296);
const origin = `http://localhost:${SITE_PORT}`;

test.describe.configure({ mode: 'serial', timeout: 300_000 });

const copy = builtCopy('cms-fields-test-', SITE_PORT, PROXY_PORT, 300_000);

const open = (page: Page, hash: string) => openEditor(page, origin, hash);

async function publish(page: Page) {
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByText('Publish now').click();
}

const visibleField = (page: Page, label: string, pane = 0) =>
  page.getByLabel(label, { exact: true }).filter({ visible: true }).nth(pane);

const blogDir = () => join(copy.dir, 'src/content/blog');
const POST = readdirSync(join(process.cwd(), 'src/content/blog')).find((id) =>
  existsSync(join(process.cwd(), 'src/content/blog', id, 'index.en.md')),
);
const postFile = () => join(blogDir(), POST ?? '', 'index.en.md');

test('a published date typed digit by digit, day first, is saved as that date', async ({ page }) => {
  await open(page, `/collections/blog/entries/${POST}/index`);
  const date = visibleField(page, 'Published');
  await expect(date).toHaveValue(/^\d\d\/\d\d\/\d{4}$/);

  // Unfinished: refused in the form, nothing written.
  const saved = readFileSync(postFile(), 'utf8');
  await date.fill('');
  await date.pressSequentially('22/11/202', { delay: 30 });
  await publish(page);
  await expect(page.getByText('Published: Type the year in full (four digits).', { exact: false })).toBeVisible();
  expect(readFileSync(postFile(), 'utf8')).toBe(saved);

  await date.fill('');
  await date.pressSequentially('22/11/2027', { delay: 30 });
  await expect(date).toHaveValue('22/11/2027');
  // The calendar beside it (opened by its button) holds the same date.
  await expect(page.locator('input[type="date"]').first()).toHaveValue('2027-11-22');
  await publish(page);
  await expect
    .poll(() => /^published: '?2027-11-22'?$/m.test(readFileSync(postFile(), 'utf8')), { timeout: 15_000 })
    .toBe(true);
});

const TOUR = tourIds()[0] ?? '';
const tripFile = () => join(copy.dir, 'src/content/tours', TOUR, 'index.en.md');
const readTrip = () =>
  parse(splitFrontMatter(readFileSync(tripFile(), 'utf8')).frontMatter) as {
    currency: string;
    departures: { start: string; status: 'open' | 'few-left' | 'guaranteed' | 'full'; price: number }[];
  };

test('a price in another currency is refused with what to type, and nothing is written', async ({ page }) => {
  expect(readFileSync(tripFile(), 'utf8')).toMatch(/^currency: USD/m);
  const departures = await openDepartures(page, origin, TOUR);
  const price = departures.getByLabel('Price in US$', { exact: true }).first();
  await expect(price.locator('xpath=..')).toContainText('US$');
  // Beside the US$ amount, what it is in HK$ at the site's rate (the office thinks in HK$).
  const stored = readTrip().departures[0]?.price ?? 0;
  await expect(price.locator('xpath=..')).toContainText(
    `about HK$${hkdAtRate(stored, siteFacts.hkdPerUsd).toLocaleString('en-US')}`,
  );

  const saved = readFileSync(tripFile(), 'utf8');
  await price.fill('HK$26,900');
  await publish(page);
  await expect(
    departures.getByText(
      /^This price is in US\$, not HK\$\. HK\$26,900 is about US\$[\d,]+ \(HK\$[\d.]+ to the US\$\): type the amount in US\$/,
    ),
  ).toBeVisible();
  await page.waitForTimeout(1_000);
  expect(readFileSync(tripFile(), 'utf8')).toBe(saved);
});

test('a departure dated in the past is refused, saying why, and nothing is written', async ({ page }) => {
  const departures = await openDepartures(page, origin, TOUR);
  const yesterday = new Date(Date.now() - 86_400_000);
  const typed = `${yesterday.getDate()}/${yesterday.getMonth() + 1}/${yesterday.getFullYear()}`;
  const saved = readFileSync(tripFile(), 'utf8');
  await departures.getByLabel('Departure date', { exact: true }).first().fill(typed);
  await publish(page);
  await expect(
    departures.getByText(/has already passed, and the site shows only departures still to come/),
  ).toBeVisible();
  await page.waitForTimeout(1_000);
  expect(readFileSync(tripFile(), 'utf8')).toBe(saved);
});

/** A post's English side complete; the 繁體中文 side left empty. */
const ENGLISH = {
  'Tab · 分頁標籤': 'Night at Tabuk',
  'Title · 標題': 'A Night under the Stars at Tabuk',
  'Subtitle · 副標題 (optional)': 'Where the caravans rested',
  'Description · 簡介 (optional)': 'What our pilgrims saw at night near Tabuk.',
  'Keywords · 關鍵字 (optional)': 'Tabuk, stars, pilgrimage',
  'Closing box: title · 結尾框：標題 (optional)': 'Travel with Us',
  'Closing box: text · 結尾框：內文 (optional)': 'Ask our team about the next journey.',
};

test('empty 繁體中文 fields are refused in the form, beside each field, and no file is written', async ({ page }) => {
  const before = readdirSync(blogDir());
  await open(page, '/collections/blog/new');
  for (const [label, value] of Object.entries(ENGLISH)) await visibleField(page, label).fill(value);
  await page.locator('[data-slate-editor]').filter({ visible: true }).first().click();
  await page.keyboard.type('The night was clear.');
  const image = readdirSync(join(copy.dir, 'src/content/images')).find((name) => name.endsWith('.svg')) ?? '';
  await visibleField(page, 'Place in the list').fill('101');
  await visibleField(page, 'Published').fill('22/11/2027');
  await visibleField(page, 'English').fill('Ruth L.');
  await visibleField(page, '繁體中文').fill('路得 L.');
  await visibleField(page, 'Picture').selectOption(image.replace(/\.svg$/, ''));
  for (const [label, option] of [
    ['Category', 'Pilgrimage'],
    ['Tour (optional)', tourName(TOUR)],
  ] as const) {
    await visibleField(page, label).click();
    await page.getByRole('option', { name: option, exact: true }).click();
  }
  await publish(page);

  for (const name of ['Tab', 'Title', 'Text'])
    await expect(page.getByText(`Please fill in the 繁體中文 ${name} before saving.`, { exact: true })).toBeVisible();
  // What a short notice may leave out (its subtitle, the search words, the closing box) is not asked for.
  await expect(page.getByText('Please fill in the 繁體中文 Subtitle', { exact: false })).toHaveCount(0);
  await expect(page.getByText('Please fill in the English', { exact: false })).toHaveCount(0);
  await page.waitForTimeout(2_000);
  expect(readdirSync(blogDir())).toEqual(before);
});

test('an editor address typed straight after copying a tour opens an empty new post, not the copy’s words', async ({
  page,
}) => {
  await open(page, `/collections/tours/entries/${TOUR}/index`);
  await page.getByRole('button', { name: /^Publish(ed)?$/ }).click();
  await page.getByText('Duplicate', { exact: true }).click();
  await expect(visibleField(page, 'Name · 名稱')).toHaveValue(tourName(TOUR), { timeout: 30_000 });
  page.on('dialog', (dialog) => dialog.accept()); // "Leave this page?": yes, the copy is not wanted
  // As typed into the address bar: the address changes, and the editor opens it afresh.
  const afresh = page.waitForEvent('load');
  await page.evaluate(() => {
    location.hash = '#/collections/blog/new';
  });
  await afresh;
  await expect(visibleField(page, 'Tab · 分頁標籤')).toBeVisible({ timeout: 30_000 });
  await expect(visibleField(page, 'Title · 標題')).toHaveValue('');
  const typed = await page
    .getByRole('textbox')
    .filter({ visible: true })
    .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
  // None of the tour's own words (its description, search words, closing box…) in the new post's fields.
  const tourWords = Object.values(readTrip() as Record<string, unknown>).filter((value) => typeof value === 'string');
  expect(typed.filter((value) => value !== '' && tourWords.includes(value))).toEqual([]);
});

test('a tour’s departures and languages read in words: no codes, prices with their currency', async ({ page }) => {
  await open(page, `/collections/tours/entries/${TOUR}/index`);
  // A loaded entry (Decap says "Loading entry..." first, for long on a busy machine).
  await expect(page.getByText('Language: English', { exact: true }).first()).toBeVisible({ timeout: 30_000 });
  const trip = readTrip();
  const first = trip.departures[0];
  if (!first) throw new Error(`${TOUR} has no departures`);
  const lines = page.locator('[class*="NestedObjectLabel"]').filter({ visible: true });
  const line = lines.filter({ hasText: formatMoney(first.price, trip.currency, 'en') }).first();
  await expect(line).toContainText(siteWords[`tour.status.${first.status}` as keyof typeof siteWords]);
  await expect(line).toHaveText(/^\d{1,2} [A-Z][a-z]{2} \d{4} · /);
  await expect(lines.filter({ hasText: new RegExp(`\\b${first.status}\\b|\\b${first.price}\\b`) })).toHaveCount(0);
});

test('a departure’s price shows the HK$ it makes as it is typed, and which departure sets the tour’s “From” price', async ({
  page,
}) => {
  const departures = await openDepartures(page, origin, TOUR);
  const price = departures.getByLabel('Price in US$', { exact: true }).first();
  const typed = 3333;
  await price.fill(String(typed));
  // The site's own rounding, worked out again as the office types.
  await expect(price.locator('xpath=..')).toContainText(
    `about HK$${hkdAtRate(typed, siteFacts.hkdPerUsd).toLocaleString('en-US')}`,
  );
  // The cheapest departure still open, with the price as typed, is the one the home page's "From" comes from.
  const trip = readTrip();
  const asTyped = trip.departures.map((each, at) => (at === 0 ? { ...each, price: typed } : each));
  const open = upcomingDepartures(asTyped, isoToday()).filter(isBookable);
  const cheapest = open.reduce((best, each) => (each.price < best.price ? each : best));
  const note = page.locator('[data-from-price]').filter({ visible: true }).first();
  await expect(note).toContainText(`From ${formatMoney(cheapest.price, trip.currency, 'en')}`);
  await expect(note).toContainText(`the ${formatDate(cheapest.start, 'en')} departure`);
});
