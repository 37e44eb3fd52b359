import type { ChildProcess } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { parse } from 'yaml';
import { build, serve, startProxy, stop } from '../../scripts/cms/session.mjs';
import { copyProject } from '../../scripts/project-copy.mjs';
import { hrefFor, tourHref, tourIds } from '../../src/config/routes';
import { formatMoney, isBookable, isoToday, upcomingDepartures } from '../../src/content/tours/departures';
import type { TripFacts } from '../../src/content/tours/trip-schema';

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
const tripFile = () => join(project, 'src/content/tours', TOUR, 'trip.yaml');
const readTrip = () => parse(readFileSync(tripFile(), 'utf8')) as TripFacts | null;

async function openDepartures(page: Page) {
  await page.goto(`${origin}/admin/`);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.goto(`${origin}/admin/#/collections/tour-${TOUR}/entries/departures`);
  const departures = page.getByLabel('list field').filter({ has: page.locator('label', { hasText: /^Departures$/ }) });
  await departures.getByRole('button', { name: 'Expand' }).click();
  return departures;
}

test('a price changed in the editor reaches the tour page, its card, the listing and the structured data', async ({
  page,
}) => {
  const trip = readTrip();
  if (!trip) throw new Error(`${tripFile()} is empty`);
  const upcoming = upcomingDepartures(trip.departures, isoToday()).filter(isBookable);
  const cheapest = upcoming.reduce((best, each) => (each.price < best.price ? each : best));
  const newPrice = cheapest.price - 7;
  const index = trip.departures.findIndex((each) => each.start === cheapest.start);

  const departures = await openDepartures(page);
  await departures.getByLabel('Price', { exact: true }).nth(index).fill(String(newPrice));
  await page.getByRole('button', { name: 'Publish' }).click();
  await page.getByText('Publish now').click();
  // The proxy writes the file in place: until it has, it may be read empty.
  await expect.poll(() => readTrip()?.departures[index]?.price, { timeout: 15_000 }).toBe(newPrice);

  await rebuild();
  const shown = formatMoney(newPrice, trip.currency);
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
  const departures = await openDepartures(page);
  await departures.getByLabel('Price', { exact: true }).first().fill('0');
  await page.getByRole('button', { name: 'Publish' }).click();
  await page.getByText('Publish now').click();
  // The schema's own minimum (trip-schema.ts), shown beside the field; nothing is written.
  await expect(departures.getByRole('listitem').filter({ hasText: /^Price must be at least 1\.$/ })).toBeVisible();
  expect(readFileSync(tripFile(), 'utf8')).toBe(saved);

  const file = tripFile();
  writeFileSync(file, readFileSync(file, 'utf8').replace(/price: \d+/, 'price: 0'));
  await expect(build(project, PROXY_PORT)).rejects.toThrow(
    new RegExp(`src/content/tours/${TOUR}/trip\\.yaml[\\s\\S]*?(departures\\.)?0\\.price`),
  );
});
