import { getRouteApi, Link } from '@tanstack/react-router';
import { useState } from 'react';
import { filterTours, TOURS, type TourCategoryFilter } from '../../content/tours';
import { useT } from '../../shared/i18n/use-t';
import { useLanguage } from '../../shared/language/language-context';
import { Phrased } from '../../shared/ui/phrased';
import { RateNote } from '../../shared/ui/rate-note';
import { TourCard } from '../../shared/ui/tour-card';
import { TourFilters } from './components/tour-filters';
import { toursWithText } from './tours-page-data';

const toursRoute = getRouteApi('/$lang/tours');

export default function ToursPage() {
  const t = useT();
  const { lang } = useLanguage();
  const { cards } = toursRoute.useLoaderData();
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<TourCategoryFilter>('all');
  const shown = filterTours(toursWithText(cards), query, category);
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
      <div className="mt-8">
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
    <div className="mt-6 grid gap-8 md:grid-cols-2 lg:grid-cols-3">
      {tours.map(({ card, text }, index) => (
        <TourCard key={card.id} card={card} text={text} compact priority={index === 0} />
      ))}
    </div>
  );
}
