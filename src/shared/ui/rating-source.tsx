import { FEEDBACK_FORMS, RATINGS_AS_OF, RATINGS_SOURCE, SITE_RATING } from '../../content/ratings';
import { useT } from '../i18n/use-t';

/** The element the hero's rating claim leads to. */
export const RATING_ID = 'rating';

/** The site's rating with what it rests on (how many feedback forms, counted to when) and a link to the tally once its address is real. */
export function RatingSource() {
  const t = useT();
  return (
    <p id={RATING_ID} className="mt-4 max-w-2xl text-ink-700">
      <span aria-hidden="true" className="mr-1 text-star">
        ★
      </span>
      {t('trust.rating', { rating: SITE_RATING.toFixed(1), forms: FEEDBACK_FORMS, asOf: RATINGS_AS_OF })}{' '}
      {RATINGS_SOURCE && (
        <a href={RATINGS_SOURCE} className="text-link" rel="noopener" target="_blank">
          {t('trust.ratingSource')}
        </a>
      )}
    </p>
  );
}
