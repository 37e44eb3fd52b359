import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { formatDate } from '../../config/formats';
import type { TourCardText, TourFacts } from '../../content/tours';
import { tourFacts } from '../../content/tours';
import { isBookable } from '../../content/tours/departures';
import { useT } from '../i18n/use-t';
import { useLanguage } from '../language/language-context';
import { formatDuration } from '../tour-format';
import { useUpcoming } from '../use-upcoming';
import { Artwork } from './artwork';
import { Phrased } from './phrased';
import { PricePair } from './price-pair';

/** A text's first sentence, whole: a clamp cut it mid-word. */
const firstSentence = (text: string) => text.match(/^.+?(?:[.!?](?=\s|$)|[。！？])/su)?.[0] ?? text;

interface Props {
  card: TourFacts;
  text: TourCardText;
  /** Listing cards show the description's first sentence and two highlights; home shows all of both. */
  compact?: boolean;
  /** The first listing card's image is the largest thing above the fold. */
  priority?: boolean;
  /** The card title's level: by default h2 in the listing (no section heading above), h3 on the home page. */
  headingLevel?: 2 | 3;
  /** A second way on from the card, inside it under the price (the church page's poster link). */
  action?: ReactNode;
}

export function TourCard({ card, text, compact = false, priority = false, headingLevel, action }: Props) {
  const t = useT();
  const { lang } = useLanguage();
  const summary = tourFacts(card.id);
  const { departures, from } = useUpcoming(summary);
  const next = departures.find(isBookable);
  const highlights = compact ? text.highlights.slice(0, 2) : text.highlights;
  // The listing has no section heading above its cards; on the home page they sit under one.
  const Heading = `h${headingLevel ?? (compact ? 2 : 3)}` as const;
  return (
    <article className="listing-card" data-tour={card.id}>
      <Artwork name={card.image} alt={text.name} priority={priority} className="listing-card-art" caption="inset" />
      <div className="listing-card-body">
        <div className="listing-card-facts">
          <span data-rating>
            <span aria-hidden="true" className="text-star">
              ★{' '}
            </span>
            {t('tour.rating', { rating: card.rating.toFixed(1) })}
          </span>
          <span>{formatDuration(t, card)}</span>
        </div>
        <p className="listing-card-place">{text.location}</p>
        <Heading className="heading-3">
          <Phrased text={text.name} />
        </Heading>
        <p className="text-ink-600">{compact ? firstSentence(text.description) : text.description}</p>
        <ul className="listing-card-tags" aria-label={t('tour.highlights')}>
          {highlights.map((highlight) => (
            <li key={highlight} className="tag">
              <Phrased text={highlight} />
            </li>
          ))}
        </ul>
        <div className="mt-auto pt-4">
          {next && (
            <p className="listing-card-note" data-next-departure>
              {t('tour.nextDeparture', { date: formatDate(next.start, lang) })}
            </p>
          )}
        </div>
        <div className="listing-card-foot">
          <div>
            {/* A tour with no departure left to book shows no price. */}
            {from !== undefined && (
              <PricePair
                amount={from}
                currency={summary.currency}
                from
                mainClass="listing-card-price block whitespace-nowrap"
                otherClass="listing-card-note block whitespace-nowrap"
              />
            )}
          </div>
          <Link to="/$lang/tours/$tour" params={{ lang, tour: card.id }} className="btn-primary btn-sm shrink-0">
            {t('tour.learnMore')}
            <span className="sr-only">{t('tour.learnMoreName', { name: text.name })}</span>
          </Link>
        </div>
        {action}
      </div>
    </article>
  );
}
