import type { Page } from '@playwright/test';
import { readTripFacts, tourFacts, tripText } from '../../scripts/build/trip-data';
import { readEntry } from '../../scripts/content/entries';
import { type Lang, tourIds } from '../../src/config/routes';
import type { Tour } from '../../src/content/tours';
import { isoToday } from '../../src/content/tours/departures';

/** Every tour folder (playwright.config.ts reads them). */
export const TOUR_IDS = tourIds();

const factsFile = (id: string) => `src/content/tours/${id}/trip.yaml`;

/** What a tour page should show, read from the content the way the build reads it. */
export async function expectedTour(id: string, lang: Lang) {
  const facts = await readTripFacts(factsFile(id));
  const { text } = await tripText(factsFile(id), lang, isoToday());
  const { name } = readEntry<Tour>(`tours/${id}`, lang);
  return { facts, summary: tourFacts(facts, isoToday()), text, name };
}

/** The text a WhatsApp link opens the chat with. */
export const whatsappText = (href: string | null) => new URL(href ?? '').searchParams.get('text') ?? '';

/** Opens `path` and waits until the page is hydrated. */
export async function open(page: Page, path: string) {
  await page.goto(path);
  await page.locator('body[data-hydrated]').waitFor();
}
