import { useEffect, useRef } from 'react';
import type { HomeText } from '../../../content/home';
import { HERO_POSTER, HERO_VIDEO } from '../../../content/home';
import { imageUrl } from '../../../content/images';
import { FEEDBACK_FORMS, RATINGS_AS_OF, SITE_RATING, TRAVELLERS } from '../../../content/ratings';
import type { Award } from '../../../content/trust';
import { afterPageSettles } from '../../../shared/hydration';
import { useT } from '../../../shared/i18n/use-t';
import { reducedMotionQuery } from '../../../shared/motion';
import { Artwork } from '../../../shared/ui/artwork';
import { AwardIcon } from '../../../shared/ui/award-icon';
import { ContactDialog } from '../../../shared/ui/contact-dialog';
import { Phrased } from '../../../shared/ui/phrased';
import { RATING_ID } from '../../../shared/ui/rating-source';

/** The top of the home page; its claims (rating, travellers, the newest award) are read from the content. */
export function Hero({ text, award }: { text: HomeText; award: Award | undefined }) {
  const t = useT();
  const video = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    const reduced = reducedMotionQuery();
    const apply = () =>
      reduced.matches
        ? element.pause()
        : element.play().catch((error) => console.warn('Hero video did not start', error));
    // Starting a video sets up its decoder, a long task, and playing it keeps a core busy: only once the page has settled.
    const cancel = afterPageSettles(apply);
    reduced.addEventListener('change', apply);
    return () => {
      cancel();
      reduced.removeEventListener('change', apply);
    };
  }, []);

  return (
    <section className="relative isolate flex flex-col overflow-hidden bg-night-900 text-white">
      <Artwork
        name={HERO_POSTER}
        alt=""
        wide
        priority
        className="absolute inset-0 -z-20 h-full w-full object-cover"
        caption="strip"
        figureClassName="contents"
      />
      <video
        ref={video}
        className="absolute inset-0 -z-10 h-full w-full object-cover"
        src={HERO_VIDEO}
        poster={imageUrl(HERO_POSTER)}
        muted
        loop
        playsInline
        preload="none"
        onError={() => console.error(`Hero video failed to load: ${HERO_VIDEO}`)}
      />
      <div className="absolute inset-0 -z-10 bg-gradient-to-b from-night-900/70 to-night-900/40" />
      <div className="page-wide py-24 md:py-36">
        <h1 className="heading-1 max-w-3xl">
          <Phrased text={text.heroTitle} />
        </h1>
        <p className="mt-6 max-w-2xl text-lg text-cream-100 md:text-xl">{text.heroSubtitle}</p>
        {/* The claims after the headline: what the agency offers first, then its evidence. */}
        <ul className="mt-6 flex flex-wrap gap-3 text-sm">
          <li>
            <a href={`#${RATING_ID}`} className="claim">
              <span aria-hidden="true" className="text-gold-400">
                ★
              </span>
              {t('home.rating', { rating: SITE_RATING.toFixed(1), forms: FEEDBACK_FORMS, asOf: RATINGS_AS_OF })}
            </a>
          </li>
          <li>
            <a href="#testimonies" className="claim">
              {t('home.travellers', { count: TRAVELLERS })}
            </a>
          </li>
          {award && (
            <li>
              <a href="#award" className="claim bg-gold-400 font-semibold text-night-900 hover:bg-gold-500">
                <AwardIcon />
                {t('trust.award', { name: award.name, by: award.by, year: award.year })}
              </a>
            </li>
          )}
        </ul>
        <div className="mt-10 flex flex-wrap gap-4">
          <ContactDialog
            id="journey-dialog"
            className="btn-primary"
            label={t('home.startJourney')}
            title={t('qr.journeyTitle')}
            lead={t('qr.journeyLead')}
            scanPrompt={t('qr.journeyPrompt')}
            message={t('qr.journeyMessage')}
          />
          <a href="#destinations" className="btn-light">
            {t('home.explore')}
          </a>
        </div>
        <ul className="mt-12 grid gap-3 md:mt-16 md:grid-cols-3 md:gap-6">
          {text.features.map((feature) => (
            <li key={feature.title} className="rounded-2xl bg-white/10 p-4 md:p-6">
              <h2 className="text-lg font-semibold">
                <Phrased text={feature.title} />
              </h2>
              <p className="mt-1 text-sm text-cream-100 md:mt-2 md:text-base">{feature.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
