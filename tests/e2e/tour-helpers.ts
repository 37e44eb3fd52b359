import { readTripFacts, tripSummary, tripText } from '../../scripts/build/trip-data';
import type { Lang, TourPageKey } from '../../src/config/routes';
import { isoToday } from '../../src/content/tours/departures';
import type { TourText } from '../../src/content/types';

export const TOUR_IDS: TourPageKey[] = ['sinai-adventure', 'sinai-dubai', 'turkey-tour'];

const factsFile = (id: TourPageKey) => `src/content/tours/${id}/trip.yaml`;

/** What a tour page should show, read from the content the way the build reads it. */
export async function expectedTour(id: TourPageKey, lang: Lang) {
  const facts = await readTripFacts(factsFile(id));
  const { text } = await tripText(factsFile(id), lang, isoToday());
  const { default: words } = (await import(`../../src/content/tours/${lang}/${id}.ts`)) as { default: TourText };
  return { facts, summary: tripSummary(facts, isoToday()), text, name: words.name };
}

/** The text a WhatsApp link opens the chat with. */
export const whatsappText = (href: string | null) => new URL(href ?? '').searchParams.get('text') ?? '';
