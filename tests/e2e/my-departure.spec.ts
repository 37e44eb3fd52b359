import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import ICAL from 'ical.js';
import en from '../../locales/en.json' with { type: 'json' };
import hk from '../../locales/hk.json' with { type: 'json' };
import { readEntry } from '../../scripts/content/entries';
import type { Lang } from '../../src/config/languages';
import { tripDayDate } from '../../src/features/tours/my-departure/departure-day-date';
import { addDays } from '../../src/features/tours/my-departure/departure-days';
import { href, WITHOUT_WORKER } from './helpers';
import { cutConnection, installWorker, waitForOfflineArticles } from './pwa-helpers';
import { expectedTour, open, openTourTools } from './tour-helpers';

const TOUR = 'sinai-adventure';
const WORDS = { en, hk } as const;

/** The tour's last departure as the content lists it, and its days, read the way the build reads them. */
async function departureOf(lang: Lang) {
  const { text } = await expectedTour(TOUR, lang);
  const start = text.departures.at(-1)?.start;
  if (!start) throw new Error(`${TOUR} has no departure to choose`);
  return { start, days: text.days, packing: text.packing };
}

const section = (page: Page) => page.locator('[data-my-departure]');

async function choose(page: Page, start: string, lang: 'en' | 'hk' = 'en') {
  await section(page).getByLabel(WORDS[lang]['myDeparture.travellingOn']).selectOption(start);
  await expect(section(page).locator('[data-trip-day]').first()).toBeVisible();
}

async function expectDatedDays(page: Page, start: string, days: { day: number; title: string }[]) {
  const shown = section(page).locator('[data-trip-day]');
  await expect(shown).toHaveCount(days.length);
  for (const day of days) {
    const item = section(page).locator(`[data-trip-day="${day.day}"]`);
    const date = tripDayDate(addDays(start, day.day - 1), 'en');
    await expect(item).toContainText(en['myDeparture.day'].replace('{day}', String(day.day)).replace('{date}', date));
    await expect(item).toContainText(day.title);
  }
}

test('the chosen departure and the packing ticks are still there offline after a reload, and never leave the device', async ({
  page,
  context,
}) => {
  const { start, days, packing } = await departureOf('en');
  await installWorker(page, href(TOUR, 'en'));
  await page.locator('body[data-hydrated]').waitFor();
  await openTourTools(page);
  const sent: string[] = [];
  context.on('request', (request) => sent.push(`${request.url()} ${request.postData() ?? ''}`));
  await choose(page, start);
  const firstThing = section(page).getByRole('checkbox', { name: packing[0] });
  await firstThing.check();
  await waitForOfflineArticles(page);

  await cutConnection(page); // context.setOffline(true), and every request refused, the worker's too
  await page.reload();
  await page.locator('body[data-hydrated]').waitFor();
  await openTourTools(page);
  await expect(section(page).getByLabel(en['myDeparture.travellingOn'])).toHaveValue(start);
  await expectDatedDays(page, start, days);
  await expect(section(page).getByRole('checkbox', { name: packing[0] })).toBeChecked();
  await expect(section(page).getByRole('checkbox', { name: packing[1] })).not.toBeChecked();
  const compact = start.replaceAll('-', '');
  expect(sent.filter((request) => request.includes(start) || request.includes(compact))).toEqual([]);
});

test.describe('without the worker', () => {
  test.use(WITHOUT_WORKER);

  test('the local guide’s number is offered to call only once the agency has confirmed it', async ({ page }) => {
    const { guide } = readEntry(`tours/${TOUR}`, 'en');
    const { start } = await departureOf('en');
    await open(page, href(TOUR, 'en'));
    await openTourTools(page);
    await choose(page, start);
    const contacts = section(page).locator('[data-trip-contacts]');
    const guideCall = contacts.locator(`a[href="tel:+${guide.whatsapp}"]`);
    if (guide.confirmed) {
      await expect(guideCall).toHaveCount(1);
    } else {
      await expect(guideCall).toHaveCount(0);
      await expect(contacts.locator('[data-guide-at-briefing]')).toContainText(en['myDeparture.guideAtBriefing']);
    }
  });

  test('the guide on the Turkey tour is named with the country as the site calls it, not the browser’s “Türkiye”', async ({
    page,
  }) => {
    const { text } = await expectedTour('turkey-tour', 'en');
    const start = text.departures.at(-1)?.start ?? '';
    await open(page, href('turkey-tour', 'en'));
    await openTourTools(page);
    await choose(page, start);
    const guideIn = en['myDeparture.guideIn'].replace('{country}', en['myDeparture.countryTR']);
    await expect(section(page).locator('[data-trip-contacts]')).toContainText(guideIn);
  });

  test('during the trip, today is the day marked as the current date', async ({ page }) => {
    const { start, days } = await departureOf('en');
    const third = days[2] ?? days[0];
    if (!third) throw new Error('no days');
    await page.clock.install({ time: new Date(`${addDays(start, third.day - 1)}T10:00:00`) });
    await open(page, href(TOUR, 'en'));
    await openTourTools(page);
    await choose(page, start);
    const current = section(page).locator('[aria-current="date"]');
    await expect(current).toHaveCount(1);
    await expect(current).toHaveAttribute('data-trip-day', String(third.day));
    await expect(current.getByText(en['myDeparture.today'], { exact: true })).toBeVisible();
  });

  test('"Add to calendar" saves a calendar with one all-day event per day, on the departure’s dates', async ({
    page,
  }) => {
    const { start, days } = await departureOf('en');
    await open(page, href(TOUR, 'en'));
    await openTourTools(page);
    await choose(page, start);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      section(page).getByRole('button', { name: en['myDeparture.calendar'] }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.ics$/);
    const path = await download.path();
    const text = await import('node:fs/promises').then((fs) => fs.readFile(path, 'utf8'));
    const events = new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    expect(events.map((event) => [event.startDate.toString(), event.summary])).toEqual(
      days.map((day) => [addDays(start, day.day - 1), day.title]),
    );
    expect(
      events.every(
        (event) => event.startDate.isDate && event.endDate.toString() === addDays(event.startDate.toString(), 1),
      ),
    ).toBe(true);
  });

  for (const lang of ['en', 'hk'] as const)
    test(`${lang}: the section passes axe in light and dark, with a departure chosen and today marked`, async ({
      page,
    }) => {
      const { start } = await departureOf(lang);
      await page.clock.install({ time: new Date(`${addDays(start, 1)}T10:00:00`) });
      await open(page, href(TOUR, lang));
      await openTourTools(page);
      await choose(page, start, lang);
      await section(page).getByRole('checkbox').first().check();
      const scan = async () => {
        const { violations } = await new AxeBuilder({ page })
          .include('[data-my-departure]')
          .options({ rules: { 'target-size': { enabled: true } } })
          .analyze();
        return violations.map(
          (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`,
        );
      };
      // Colour transitions off, so the switch of scheme shows at once what a visitor in that scheme sees.
      await page.evaluate(() => {
        const sheet = new CSSStyleSheet();
        sheet.replaceSync('*,*::before,*::after{transition:none!important}');
        document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
      });
      await page.emulateMedia({ colorScheme: 'light' });
      const light = await scan();
      await page.emulateMedia({ colorScheme: 'dark' });
      const dark = await scan();
      expect({ light, dark }).toEqual({ light: [], dark: [] });
    });
});
