import type { ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { parse } from 'yaml';
import { build, serve, startProxy, stop } from '../../scripts/cms/session.mjs';
import { splitFrontMatter } from '../../scripts/content/layout';
import { toSimplified } from '../../scripts/content/simplified';
import { copyProject } from '../../scripts/project-copy.mjs';
import { articleHref, hrefFor, tourHref, tourIds } from '../../src/config/routes';
import { isBookable, isoToday, upcomingDepartures } from '../../src/content/tours/departures';
import type { TourFacts } from '../../src/content/tours/schema';
import { formatMoney } from '../../src/shared/money/format-money';
import { openDepartures } from './cms-process';
import { tourName } from './tour-helpers';

// The editor, driven as a member of staff would: on a copy of the project, saved through decap-server, built and
// served from the copy, so the repository is never changed. Ports: CMS_TEST_PORT (site and editor), CMS_TEST_PROXY_PORT.
const SITE_PORT = Number(process.env.CMS_TEST_PORT ?? 8095);
const PROXY_PORT = Number(process.env.CMS_TEST_PROXY_PORT ?? 8096);
const origin = `http://localhost:${SITE_PORT}`;

test.describe.configure({ mode: 'serial', timeout: 300_000 });

let project = '';
let proxy: ChildProcess | undefined;
let server: Server | undefined;

async function rebuild() {
  await build(project, PROXY_PORT);
  if (server) await stop(server);
  server = await serve(project, SITE_PORT);
}

test.beforeAll(async () => {
  test.setTimeout(300_000);
  project = copyProject('cms-test-');
  proxy = await startProxy(project, PROXY_PORT);
  await rebuild();
});

test.afterAll(async () => {
  if (server) await stop(server);
  proxy?.kill();
  rmSync(project, { recursive: true, force: true });
});

const TOUR = tourIds()[0] ?? '';
const tripFile = () => join(project, 'src/content/tours', TOUR, 'index.en.md');
const readTrip = () => parse(splitFrontMatter(readFileSync(tripFile(), 'utf8')).frontMatter) as TourFacts | null;

test('a price changed in the editor reaches the tour page, its card, the listing and the structured data', async ({
  page,
}) => {
  const trip = readTrip();
  if (!trip) throw new Error(`${tripFile()} is empty`);
  const upcoming = upcomingDepartures(trip.departures, isoToday()).filter(isBookable);
  const cheapest = upcoming.reduce((best, each) => (each.price < best.price ? each : best));
  const newPrice = cheapest.price - 7;
  const index = trip.departures.findIndex((each) => each.start === cheapest.start);
  const chineseFile = tripFile().replace('index.en.md', 'index.hk.md');
  const [before, chineseBefore] = [readFileSync(tripFile(), 'utf8'), readFileSync(chineseFile, 'utf8')];

  const departures = await openDepartures(page, origin, TOUR);
  await departures.getByLabel('Price in US$', { exact: true }).nth(index).fill(String(newPrice));
  await page.getByRole('button', { name: 'Publish' }).click();
  await page.getByText('Publish now').click();
  // The proxy writes the file in place: until it has, it may be read empty.
  await expect.poll(() => readTrip()?.departures[index]?.price, { timeout: 15_000 }).toBe(newPrice);
  // The save changed that price's line and nothing else, in either language's file.
  const after = readFileSync(tripFile(), 'utf8').split('\n');
  const changed = before.split('\n').flatMap((line, at) => (line === after[at] ? [] : [after[at]]));
  expect(after).toHaveLength(before.split('\n').length);
  expect(changed).toEqual([expect.stringContaining(`price: ${newPrice}`)]);
  expect(readFileSync(chineseFile, 'utf8')).toBe(chineseBefore);

  await rebuild();
  const shown = formatMoney(newPrice, trip.currency, 'en');
  for (const href of [tourHref(TOUR, 'en'), hrefFor('tours', 'en'), hrefFor('home', 'en')]) {
    await page.goto(`${origin}${href}`);
    await expect(page.locator('main')).toContainText(shown);
  }
  await page.goto(`${origin}${tourHref(TOUR, 'en')}`);
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(jsonLd.join('\n')).toContain(`"price":${newPrice}`);
});

test('the editor refuses a bad price in the form, and the build names the file and field', async ({ page }) => {
  const saved = readFileSync(tripFile(), 'utf8');
  const departures = await openDepartures(page, origin, TOUR);
  await departures.getByLabel('Price in US$', { exact: true }).first().fill('0');
  await page.getByRole('button', { name: 'Publish' }).click();
  await page.getByText('Publish now').click();
  // The schema's own minimum (src/content/tours/schema.ts), shown beside the field; nothing is written.
  await expect(
    departures.getByRole('listitem').filter({ hasText: /^Price in US\$ must be at least 1\.$/ }),
  ).toBeVisible();
  expect(readFileSync(tripFile(), 'utf8')).toBe(saved);

  const file = tripFile();
  writeFileSync(file, readFileSync(file, 'utf8').replace(/price: \d+/, 'price: 0'));
  await expect(build(project, PROXY_PORT)).rejects.toThrow(
    new RegExp(`src/content/tours/${TOUR}/index\\.en\\.md[\\s\\S]*?(departures\\.)?0\\.price`),
  );
  writeFileSync(file, saved); // the next test builds the same copy
});

/** A new post as a member of staff writes it: the words in English and Traditional Chinese, side by side. */
const POST = {
  en: {
    'Tab · 分頁標籤': 'Boat on Galilee',
    'Title · 標題': 'A Morning on the Sea of Galilee',
    'Subtitle · 副標題 (optional)': 'Crossing the lake where Jesus calmed the storm',
    'Description · 簡介 (optional)': 'What our pilgrims see and hear on the boat across the Sea of Galilee.',
    'Keywords · 關鍵字 (optional)': 'Sea of Galilee, boat, pilgrimage',
    'Picture: what it shows · 圖片說明 (optional)': 'A wooden boat on the still lake at dawn',
    'Closing box: title · 結尾框：標題 (optional)': 'Sail with Us',
    'Closing box: text · 結尾框：內文 (optional)': 'Ask our team about the next journey to Galilee.',
    text: 'At dawn the lake is still, and the boat leaves Tiberias in silence.',
  },
  hk: {
    'Tab · 分頁標籤': '加利利海上',
    'Title · 標題': '加利利海上的早晨',
    'Subtitle · 副標題 (optional)': '在耶穌平靜風浪的湖上航行',
    'Description · 簡介 (optional)': '我們的朝聖者在加利利海的船上看見和聽見的一切。',
    'Keywords · 關鍵字 (optional)': '加利利海、船、朝聖',
    'Picture: what it shows · 圖片說明 (optional)': '清晨平靜湖面上的一艘木船',
    'Closing box: title · 結尾框：標題 (optional)': '與我們同行',
    'Closing box: text · 結尾框：內文 (optional)': '歡迎向我們的團隊查詢下一次加利利之旅。',
    text: '清晨的湖面平靜無波，船在寂靜中從提比哩亞出發。',
  },
};

const blogDir = () => join(project, 'src/content/blog');
const posts = () => readdirSync(blogDir()).filter((id) => existsSync(join(blogDir(), id, 'index.en.md')));

test('a blog post written in the editor in English and Chinese gets its page in all three languages', async ({
  page,
}) => {
  const before = posts();
  await page.goto(`${origin}/admin/`);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.goto(`${origin}/admin/#/collections/blog/new`);
  // The English pane comes first, the 繁體中文 pane beside it shows only the words (the facts are written once).
  const field = (label: string, pane = 0) =>
    page.getByLabel(label, { exact: true }).filter({ visible: true }).nth(pane);
  await expect(field('Tab · 分頁標籤', 1)).toBeVisible();
  await expect(page.getByLabel('Place in the list', { exact: true }).filter({ visible: true })).toHaveCount(1);
  for (const [pane, words] of [POST.en, POST.hk].entries()) {
    const { text, ...fields } = words;
    for (const [label, value] of Object.entries(fields)) await field(label, pane).fill(value);
    await page.locator('[data-slate-editor]').filter({ visible: true }).nth(pane).click();
    await page.keyboard.type(text);
  }
  await field('Place in the list').fill('100');
  await field('Published').fill(isoToday());
  await field('English').fill('Ruth L.');
  await field('繁體中文').fill('路得 L.');
  // A photo of one's own, uploaded from the picture field and chosen at once. Its own pixels (a photo already there,
  // mirrored): the build writes pictures of identical bytes once, under the first one's name. Named as a camera or
  // a person names it: the editor saves it under a name the site accepts, and Publish takes it.
  const photo = readdirSync(join(project, 'src/content/images')).find((name) => name.endsWith('.jpg')) ?? '';
  const upload = join(tmpdir(), 'Galilee Boat_1.JPG');
  await sharp(join(project, 'src/content/images', photo))
    .flop()
    .jpeg()
    .toFile(upload);
  await page.getByRole('button', { name: 'Upload a picture…' }).first().click();
  const chooser = page.waitForEvent('filechooser');
  await page.getByText('Upload', { exact: true }).click();
  await (await chooser).setFiles(upload);
  await page.getByText('Use the chosen picture', { exact: true }).click();
  await expect(field('Picture')).toHaveValue('galilee-boat-1');
  for (const [label, option] of [
    ['Category', 'Pilgrimage'],
    ['Tour (optional)', tourName(TOUR)],
  ]) {
    await field(label ?? '').click();
    await page.getByRole('option', { name: option, exact: true }).click();
  }
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByText('Publish now').click();

  // The new folder is named after the English tab; both language files are written.
  const id = 'boat-on-galilee';
  await expect.poll(() => posts().filter((post) => !before.includes(post)), { timeout: 15_000 }).toEqual([id]);
  await expect.poll(() => existsSync(join(blogDir(), id, 'index.hk.md')), { timeout: 15_000 }).toBe(true);
  // The photo is saved with the post, into the pictures folder.
  const savedPhoto = join(project, 'src/content/images/galilee-boat-1.jpg');
  // Whole, not just begun: the build must not read it half written.
  await expect.poll(() => (existsSync(savedPhoto) ? statSync(savedPhoto).size : 0)).toBe(statSync(upload).size);

  await rebuild();
  const shown = {
    en: POST.en,
    hk: POST.hk,
    cn: {
      'Title · 標題': toSimplified(POST.hk['Title · 標題']),
      'Picture: what it shows · 圖片說明 (optional)': toSimplified(
        POST.hk['Picture: what it shows · 圖片說明 (optional)'],
      ),
      text: toSimplified(POST.hk.text),
    },
  };
  for (const [lang, words] of Object.entries(shown) as [keyof typeof shown, typeof shown.cn][]) {
    await page.goto(`${origin}${articleHref(id, lang)}`);
    await expect(page.locator('main')).toContainText(words['Title · 標題']);
    // Its description, read aloud in its place, in the page's language.
    await expect(page.locator('main img[src*="galilee-boat-1"]').first()).toHaveAttribute(
      'alt',
      words['Picture: what it shows · 圖片說明 (optional)'],
    );
    await expect(page.locator('main')).toContainText(words.text);
    await page.goto(`${origin}${hrefFor('blog', lang)}`);
    await expect(page.locator(`a[href="${articleHref(id, lang)}"]`).first()).toBeAttached();
  }
});

/** A copy of a tour for another season, as the office makes it: Duplicate, then its own name and addresses. */
const SEASON = {
  id: 'turkey-in-autumn',
  en: {
    name: 'Turkey in Autumn',
    slug: 'turkey-in-autumn',
    seoTitle: 'Turkey in autumn | Paul and the Seven Churches',
    seoDescription: 'An autumn pilgrimage to the Seven Churches of Revelation, in the footsteps of Paul.',
  },
  hk: {
    name: '秋季土耳其之旅',
    slug: '秋季土耳其之旅',
    seoTitle: '秋季土耳其之旅｜保羅足跡與七教會',
    seoDescription: '秋季走訪啟示錄七教會，追隨使徒保羅的腳蹤。',
  },
  rating: 4.8,
};

test('a tour duplicated in the editor under its own name and addresses gets its pages in every language, in the sitemap', async ({
  page,
}) => {
  const source = tourIds().at(-1) ?? '';
  const toursDir = join(project, 'src/content/tours');
  await page.goto(`${origin}/admin/`);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.goto(`${origin}/admin/#/collections/tours/entries/${source}/index`);
  await page.getByRole('button', { name: 'Published' }).click();
  await page.getByRole('menuitem', { name: 'Duplicate' }).click();
  const field = (label: string, pane: number) =>
    page.getByLabel(label, { exact: true }).filter({ visible: true }).nth(pane);
  // The copy is a new entry holding the original's words until renamed (Decap redraws the form as it loads).
  await page.waitForURL(/\/new/);
  await expect(field('Name · 名稱', 0)).not.toHaveValue('');
  for (const [pane, words] of [SEASON.en, SEASON.hk].entries()) {
    // Typed again if Decap's last redraw of the loading copy puts the original's name back.
    await expect(async () => {
      await field('Name · 名稱', pane).fill(words.name);
      await expect(field('Name · 名稱', pane)).toHaveValue(words.name, { timeout: 1_000 });
    }).toPass();
    // The original's search words are not the copy's: it starts without them.
    await field('Search results: title · 搜尋結果：標題', pane).fill(words.seoTitle);
    await field('Search results: description · 搜尋結果：簡介', pane).fill(words.seoDescription);
  }
  await field('Rating (0 to 5)', 0).fill(String(SEASON.rating));
  await field('Picture', 0).selectOption({ index: 1 });
  // The original's departures are not the copy's (their dates, statuses): it starts with none, and gets its own.
  await expect(page.getByText('0 departures', { exact: true }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Add departure' }).first().click();
  await expect(page.getByText('1 departure', { exact: true }).first()).toBeVisible();
  const inAYear = new Date(Date.now() + 365 * 86_400_000);
  const start = `${inAYear.getDate()}/${inAYear.getMonth() + 1}/${inAYear.getFullYear()}`;
  await field('Departure date', 0).fill(start);
  await field('Price in US$', 0).fill('3150');
  await field('Status', 0).click();
  await page.getByRole('option', { name: 'Open', exact: true }).click();
  // Still the original's addresses: refused in the form, naming whose they are; nothing is written. The office
  // works down the form, so Publish is pressed from its end, far below the address.
  await field('Name · 名稱', 0).hover();
  await page.mouse.wheel(0, 50_000);
  await expect(field('Page address · 網址', 0)).not.toBeInViewport();
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByText('Publish now').click();
  // The reason is brought on screen, wherever the button was.
  await expect(page.getByText(/is already the address of the tour “/).first()).toBeInViewport();
  await page.waitForTimeout(1_000);
  expect(existsSync(join(toursDir, SEASON.id))).toBe(false);
  for (const [pane, words] of [SEASON.en, SEASON.hk].entries()) {
    await field('Page address · 網址', pane).fill(words.slug);
    await expect(field('Page address · 網址', pane)).toHaveValue(words.slug);
  }
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByText('Publish now').click();
  // Decap says "Entry saved" once the proxy has written the files; a slow machine may take a while.
  await expect(page.getByText('Entry saved').first()).toBeVisible({ timeout: 60_000 });
  const saved = () => readdirSync(toursDir).filter((id) => existsSync(join(toursDir, id, 'index.hk.md')));
  await expect.poll(saved, { timeout: 15_000 }).toContain(SEASON.id);
  const facts = (id: string) =>
    parse(splitFrontMatter(readFileSync(join(toursDir, id, 'index.en.md'), 'utf8')).frontMatter) as TourFacts;
  await expect
    .poll(() => facts(SEASON.id).departures, { timeout: 15_000 })
    .toEqual([{ start: isoToday(inAYear), status: 'open', price: 3150 }]);
  const words = parse(splitFrontMatter(readFileSync(join(toursDir, SEASON.id, 'index.en.md'), 'utf8')).frontMatter);
  expect(words.seoTitle).toBe(SEASON.en.seoTitle);
  expect(facts(SEASON.id).rating).toBe(SEASON.rating);
  // After every tour there was, on the site too: not before the one it was copied from.
  expect(facts(SEASON.id).order).toBeGreaterThan(Math.max(...tourIds().map((id) => facts(id).order)));

  await rebuild();
  await page.goto(`${origin}${hrefFor('home', 'en')}`);
  const tourLinks = await page
    .locator('main a[href]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  const sourceAt = tourLinks.indexOf(tourHref(source, 'en'));
  expect(sourceAt).toBeGreaterThan(-1);
  expect(tourLinks.indexOf(`/en/${SEASON.en.slug}`)).toBeGreaterThan(sourceAt);
  const sitemap = await (await page.request.get(`${origin}/sitemap.xml`)).text();
  const paths = {
    en: `/en/${SEASON.en.slug}`,
    hk: `/hk/${SEASON.hk.slug}`,
    cn: `/cn/${toSimplified(SEASON.hk.slug)}`,
  };
  for (const [lang, path] of Object.entries(paths) as [keyof typeof paths, string][]) {
    expect(sitemap).toContain(encodeURI(path));
    const response = await page.goto(`${origin}${encodeURI(path)}`);
    expect(response?.status(), path).toBe(200);
    const name = lang === 'en' ? SEASON.en.name : lang === 'hk' ? SEASON.hk.name : toSimplified(SEASON.hk.name);
    await expect(page.locator('h1')).toContainText(name);
  }
});
