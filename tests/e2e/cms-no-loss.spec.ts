import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { parse } from 'yaml';
import siteWords from '../../locales/en.json' with { type: 'json' };
import { splitFrontMatter } from '../../scripts/content/layout';
import { tourIds } from '../../src/config/routes';
import { openDepartures, openEditor } from './cms-process';
import { builtCopy } from './project-copies';

// The editor never loses words the office typed, nor keeps what it did not mean: unsaved words brought back after
// the tab was closed, a departure removed only when confirmed, a year typed digit by digit never stored unfinished,
// a copied tour's own search words, rating and picture. On a copy of the project saved through decap-server.
// Ports: CMS_NO_LOSS_PORT (site and editor), CMS_NO_LOSS_PROXY_PORT (decap-server).
const SITE_PORT = Number(process.env.CMS_NO_LOSS_PORT ?? 8495);
const PROXY_PORT = Number(process.env.CMS_NO_LOSS_PROXY_PORT ?? 8496);
const origin = `http://localhost:${SITE_PORT}`;

test.describe.configure({ mode: 'serial', timeout: 300_000 });
// The calendar box reads month, day, year, as in the United States.
test.use({ locale: 'en-US' });

const copy = builtCopy('cms-no-loss-test-', SITE_PORT, PROXY_PORT, 600_000);

const field = (page: Page, label: string, pane = 0) =>
  page.getByLabel(label, { exact: true }).filter({ visible: true }).nth(pane);

async function publish(page: Page) {
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByText('Publish now').click();
}

const POST = 'sinai';
const postFile = () => join(copy.dir, 'src/content/blog', POST, 'index.en.md');
const frontMatterOf = (file: string) => parse(splitFrontMatter(readFileSync(file, 'utf8')).frontMatter);

/** The keys Decap keeps unsaved words under in this browser (its IndexedDB store, through localForage). */
const keptKeys = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const opening = indexedDB.open('localforage');
        opening.onerror = () => resolve([]);
        opening.onsuccess = () => {
          const db = opening.result;
          if (!db.objectStoreNames.contains('keyvaluepairs')) return resolve([]);
          const keys = db.transaction('keyvaluepairs').objectStore('keyvaluepairs').getAllKeys();
          keys.onsuccess = () => resolve(keys.result.map(String));
        };
      }),
  );

/** The editor opened in a new tab as the office opens it again; `entryDelay` holds back the saved entry's arrival. */
async function reopen(context: BrowserContext, entryDelay: number) {
  const page = await context.newPage();
  await page.route(`http://localhost:${PROXY_PORT}/api/v1`, async (route) => {
    const asked = route.request().postDataJSON() as { action?: string } | null;
    if (asked?.action === 'getEntry' && entryDelay) await new Promise((done) => setTimeout(done, entryDelay));
    await route.continue();
  });
  return page;
}

test('words left unsaved when the tab was closed come back with “Bring them back?”, whichever loads first', async ({
  context,
}) => {
  const saved = readFileSync(postFile(), 'utf8');
  const title = String(frontMatterOf(postFile()).title);
  // The kept words may be found before the saved entry arrives (the race that lost them) or after it.
  for (const [round, entryDelay] of [1_500, 0, 1_500].entries()) {
    const page = await context.newPage();
    // Logged in once; the editor remembers it in this browser.
    if (round === 0) await openEditor(page, origin, `/collections/blog/entries/${POST}/index`);
    else await page.goto(`${origin}/admin/#/collections/blog/entries/${POST}/index`);
    const typed = `${title} (unsaved words ${round + 1})`;
    await field(page, 'Title · 標題').fill(typed);
    await expect.poll(() => keptKeys(page), { timeout: 15_000 }).toContain(`backup.blog.${POST}/index`);
    await page.close({ runBeforeUnload: false });

    const again = await reopen(context, entryDelay);
    const asked: string[] = [];
    again.on('dialog', (dialog) => {
      asked.push(dialog.message());
      void dialog.accept();
    });
    await again.goto(`${origin}/admin/#/collections/blog/entries/${POST}/index`);
    await expect(field(again, 'Title · 標題')).toBeVisible({ timeout: 60_000 });
    // Still there once everything has arrived, marked unsaved, and not written until Publish.
    await again.waitForTimeout(entryDelay + 3_000);
    await expect(field(again, 'Title · 標題')).toHaveValue(typed);
    await expect(again.getByText('Not saved yet', { exact: true })).toBeVisible();
    expect(asked.filter((message) => message.includes('Bring them back?'))).toHaveLength(1);
    expect(readFileSync(postFile(), 'utf8')).toBe(saved);
    // Leaving without saving: the next round starts from the page as it was saved.
    await again.evaluate(() => indexedDB.deleteDatabase('localforage'));
    await again.close({ runBeforeUnload: false });
  }
});

const TOUR = tourIds()[0] ?? '';
const tourFile = (lang = 'en') => join(copy.dir, 'src/content/tours', TOUR, `index.${lang}.md`);
type Departure = { start: string; status: keyof typeof STATUS; price: number };
const STATUS = {
  open: siteWords['tour.status.open'],
  'few-left': siteWords['tour.status.few-left'],
  guaranteed: siteWords['tour.status.guaranteed'],
  full: siteWords['tour.status.full'],
};

test('× on a departure asks first, naming it; Cancel keeps it, OK removes it from the form', async ({ page }) => {
  const departures = frontMatterOf(tourFile()).departures as Departure[];
  const [first] = departures;
  if (!first) throw new Error(`${tourFile()} has no departures`);
  const list = await openDepartures(page, origin, TOUR);
  const count = (n: number) => list.getByText(`${n} ${n === 1 ? 'departure' : 'departures'}`, { exact: true });
  await expect(count(departures.length)).toBeVisible();

  const asked: string[] = [];
  page.once('dialog', (dialog) => {
    asked.push(dialog.message());
    void dialog.dismiss();
  });
  await list.getByRole('button', { name: 'Remove this departure' }).first().click();
  await expect.poll(() => asked.length).toBe(1);
  expect(asked[0]).toMatch(/^Remove this departure \(.+\)\?/);
  expect(asked[0]).toContain(STATUS[first.status]);
  expect(asked[0]).toContain(`US$${first.price.toLocaleString('en-GB')}`);
  await expect(count(departures.length)).toBeVisible();
  await expect(page.getByText('Not saved yet', { exact: true })).toHaveCount(0);

  page.once('dialog', (dialog) => void dialog.accept());
  await list.getByRole('button', { name: 'Remove this departure' }).first().click();
  await expect(count(departures.length - 1)).toBeVisible();
  await expect(page.getByText('Not saved yet', { exact: true })).toBeVisible();
});

test('a year typed digit by digit in the calendar box is never kept unfinished, and says so in plain words', async ({
  page,
}) => {
  await openEditor(page, origin, `/collections/blog/entries/${POST}/index`);
  const typedDate = field(page, 'Published');
  await expect(typedDate).toHaveValue(/^\d\d\/\d\d\/\d{4}$/);
  const shown = await typedDate.inputValue();
  const saved = readFileSync(postFile(), 'utf8');
  // The calendar's own box, as typing reaches it while the calendar is open (a headless browser's calendar takes
  // the keys itself): it reads month, day, then the year a digit at a time, 0002, 0020, 0202, 2027.
  await page.locator('input[type="date"]').first().focus();
  for (const key of '1122') await page.keyboard.press(key);
  const dayAndMonth = `22/11/${shown.slice(-4)}`;
  await expect(typedDate).toHaveValue(dayAndMonth);
  for (const key of '202') {
    await page.keyboard.press(key);
    await expect(page.getByRole('status').filter({ hasText: 'Type the year in full (four digits).' })).toBeVisible();
    await expect(typedDate).toHaveValue(dayAndMonth);
  }
  await publish(page);
  await expect(page.getByText('Published: Type the year in full (four digits).')).toBeVisible();
  await page.waitForTimeout(1_000);
  expect(readFileSync(postFile(), 'utf8')).toBe(saved);

  // Back in the calendar box (Publish took the focus), the whole date again, the year to its fourth digit.
  await page.locator('input[type="date"]').first().focus();
  for (const key of '11222027') await page.keyboard.press(key);
  await expect(typedDate).toHaveValue('22/11/2027');
  await expect(page.getByRole('status').filter({ hasText: 'Type the year' })).toHaveCount(0);
  await publish(page);
  // Read again until decap-server has written the file (it is empty for a moment while written).
  await expect.poll(() => frontMatterOf(postFile())?.published, { timeout: 30_000 }).toBe('2027-11-22');
});

test('a copied tour starts with its search title and description, rating and picture empty, and its dates real', async ({
  page,
}) => {
  const source = frontMatterOf(tourFile()) as Record<string, unknown>;
  const sourceHk = frontMatterOf(tourFile('hk')) as Record<string, unknown>;
  const toursDir = join(copy.dir, 'src/content/tours');
  const toursBefore = readdirSync(toursDir);
  await openEditor(page, origin, `/collections/tours/entries/${TOUR}/index`);
  await page.getByRole('button', { name: 'Published' }).click();
  await page.getByRole('menuitem', { name: 'Duplicate' }).click();
  await page.waitForURL(/\/new/);
  // A copy: the original's name is there to be changed…
  await expect(field(page, 'Name · 名稱', 0)).toHaveValue(String(source.name));
  await expect(field(page, 'Name · 名稱', 1)).toHaveValue(String(sourceHk.name));
  // …but what tells this tour apart in search results, its rating and its picture are its own to write.
  for (const pane of [0, 1]) {
    await expect(field(page, 'Search results: title · 搜尋結果：標題', pane)).toHaveValue('');
    await expect(field(page, 'Search results: description · 搜尋結果：簡介', pane)).toHaveValue('');
  }
  await expect(field(page, 'Rating (0 to 5)')).toHaveValue('');
  await expect(field(page, 'Picture')).toHaveValue('');
  // The original's dates were examples; the copy's, added afresh, are not.
  expect(source.example).toBe(true);
  await expect(page.getByRole('switch', { name: 'Sample departures' })).not.toBeChecked();

  await publish(page);
  await expect(page.getByText(/^Please fill in the \S+ Search results: title before saving\./).first()).toBeVisible();
  await page.waitForTimeout(1_000);
  expect(readdirSync(toursDir)).toEqual(toursBefore);
});
