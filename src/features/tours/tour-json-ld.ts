import type { Lang } from '../../config/languages';
import { tourHref } from '../../config/routes';
import { absoluteUrl } from '../../content/site';
import type { Tour } from '../../content/tours';
import { fromPrice, isBookable } from '../../content/tours/departures';
import type { Departure, Question, TourFacts } from '../../content/tours/schema';

const AVAILABILITY: Record<Departure['status'], string> = {
  open: 'https://schema.org/InStock',
  guaranteed: 'https://schema.org/InStock',
  'few-left': 'https://schema.org/LimitedAvailability',
  full: 'https://schema.org/SoldOut',
};

/** TouristTrip with its itinerary and one Offer per departure that can still be booked. */
export function touristTripJsonLd(id: string, lang: Lang, text: Tour, summary: TourFacts) {
  const url = absoluteUrl(tourHref(id, lang));
  return {
    '@context': 'https://schema.org',
    '@type': 'TouristTrip',
    name: text.name,
    description: text.description,
    url,
    itinerary: {
      '@type': 'ItemList',
      numberOfItems: text.days.length,
      itemListElement: text.days.map((day) => ({ '@type': 'ListItem', position: day.day, name: day.title })),
    },
    offers: summary.departures.filter(isBookable).map((departure) => ({
      '@type': 'Offer',
      price: departure.price,
      priceCurrency: summary.currency,
      availability: AVAILABILITY[departure.status],
      validFrom: summary.builtOn,
      availabilityEnds: departure.start,
    })),
  };
}

/** The offer a listing shows for a tour: its lowest bookable price. */
export function fromOfferJsonLd(summary: TourFacts) {
  const price = fromPrice(summary.departures);
  return price === undefined ? undefined : { '@type': 'Offer', price, priceCurrency: summary.currency };
}

export function faqPageJsonLd(questions: Question[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: questions.map(({ q, a }) => ({
      '@type': 'Question',
      name: q,
      acceptedAnswer: { '@type': 'Answer', text: a },
    })),
  };
}
