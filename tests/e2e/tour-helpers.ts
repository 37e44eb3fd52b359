import type { Page } from '@playwright/test';
import { deriveTour, deriveTourFacts } from '../../scripts/content/derive-tour';
import { factsFileOf, loadEntry, loadFacts } from '../../scripts/content/entries';
import type { Lang } from '../../src/config/languages';
import { tourIds } from '../../src/config/routes';
import { isoToday } from '../../src/content/tours/departures';

/** Every tour folder (playwright.config.ts reads them). */
export const TOUR_IDS = tourIds();

/** A tour's facts as its folder holds them: every departure, past ones too. */
export const tourFactsOf = (id: string) =>
  loadFacts(factsFileOf(`tours/${id}`)) as Parameters<typeof deriveTourFacts>[0];

/** What a tour page should show, read from the content the way the build reads it. */
export async function expectedTour(id: string, lang: Lang) {
  const facts = tourFactsOf(id);
  const loaded = loadEntry(factsFileOf(`tours/${id}`), lang) as Parameters<typeof deriveTour>[0];
  const text = deriveTour(loaded, lang, isoToday()).entry;
  return { facts, summary: deriveTourFacts(facts, isoToday()), text, name: text.name };
}

/** The text a WhatsApp link opens the chat with. */
export const whatsappText = (href: string | null) => new URL(href ?? '').searchParams.get('text') ?? '';

/** Opens `path` and waits until the page is hydrated. */
export async function open(page: Page, path: string) {
  await page.goto(path);
  await page.locator('body[data-hydrated]').waitFor();
}

/** Opens the fold at the end of a tour page that holds My departure and the poster, as a booked traveller does. */
export async function openTourTools(page: Page) {
  const fold = page.locator('[data-after-booking]');
  if (!(await fold.evaluate((details: HTMLDetailsElement) => details.open))) await fold.locator('> summary').click();
}

/** A tour's name in English, as the editor lists it. */
export const tourName = (id: string) => (loadEntry(factsFileOf(`tours/${id}`), 'en') as { name: string }).name;
