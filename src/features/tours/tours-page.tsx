import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { Lang } from '../../config/languages';
import { tourHref } from '../../config/routes';
import { absoluteUrl } from '../../content/site';
import {
  filterTours,
  loadAllTourCards,
  TOURS,
  type TourCategoryFilter,
  tourCardText,
  tourFacts,
} from '../../content/tours';
import { translate } from '../../shared/i18n/messages';
import { useT } from '../../shared/i18n/use-t';
import { useLanguage } from '../../shared/language/language-context';
import type { PageHead } from '../../shared/page-head';
import { Phrased } from '../../shared/ui/phrased';
import { RateNote } from '../../shared/ui/rate-note';
import { TourCard } from '../../shared/ui/tour-card';
import { TourFilters } from './components/tour-filters';
import { fromOfferJsonLd } from './tour-json-ld';

function toursWithText(lang: Lang) {
  return TOURS.map((card) => ({ card, text: tourCardText.get(card.id, lang) }));
}

export default function ToursPage() {
  const t = useT();
  const { lang } = useLanguage();
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<TourCategoryFilter>('all');
  const shown = filterTours(toursWithText(lang), query, category);
  return (
    <main id="main" className="page-wide section">
      <nav aria-label={t('listing.breadcrumb')} className="text-sm text-ink-600">
        <ol className="flex gap-2">
          <li>
            <Link to="/$lang/" activeOptions={{ exact: true }} params={{ lang }} className="hover:underline focusable">
              {t('nav.home')}
            </Link>
          </li>
          <li aria-hidden="true">›</li>
          <li aria-current="page">{t('listing.heading')}</li>
        </ol>
      </nav>
      <h1 className="heading-1 mt-6 text-ink-900">
        <Phrased text={t('listing.heading')} />
      </h1>
      <p className="lead mt-4 max-w-2xl">{t('listing.intro')}</p>
      <div className="mt-10">
        <TourFilters query={query} onQuery={setQuery} category={category} onCategory={setCategory}>
          {shown.length === 0 ? (
            <p className="mt-12 text-center text-lg text-ink-600" role="status">
              {t('listing.empty')}
            </p>
          ) : (
            <TourGrid tours={shown} />
          )}
        </TourFilters>
        <p className="sr-only" aria-live="polite">
          {t('listing.count', { count: shown.length })}
        </p>
      </div>
      <RateNote currencies={TOURS.map(({ currency }) => currency)} className="mt-8 text-sm text-ink-600" />
    </main>
  );
}

function TourGrid({ tours }: { tours: ReturnType<typeof toursWithText> }) {
  return (
    <div className="mt-10 grid gap-8 md:grid-cols-2 lg:grid-cols-3">
      {tours.map(({ card, text }, index) => (
        <TourCard key={card.id} card={card} text={text} compact priority={index === 0} />
      ))}
    </div>
  );
}

export async function preload(lang: Lang) {
  await loadAllTourCards(lang);
}

export function head(lang: Lang): PageHead {
  return {
    title: translate(lang, 'seo.tours.title'),
    description: translate(lang, 'seo.tours.description'),
    keywords: translate(lang, 'seo.tours.keywords'),
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'ItemList',
        itemListElement: toursWithText(lang).map(({ card, text }, index) => ({
          '@type': 'ListItem',
          position: index + 1,
          item: {
            '@type': 'TouristTrip',
            name: text.name,
            url: absoluteUrl(tourHref(card.id, lang)),
            offers: fromOfferJsonLd(tourFacts(card.id)),
          },
        })),
      },
    ],
  };
}
