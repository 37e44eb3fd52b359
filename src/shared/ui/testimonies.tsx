import { articleHref, tourHref } from '../../config/routes';
import { linkableAddress } from '../../content/sample-address';
import { type Award, newestTestimonies, type Testimony } from '../../content/trust';
import { useT } from '../i18n/use-t';
import { useLanguage } from '../language/language-context';
import { AwardIcon } from './award-icon';
import { PageSection } from './page-section';
import { Phrased } from './phrased';
import { RatingSource } from './rating-source';

interface Props {
  testimonies: Testimony[];
  awards: Award[];
  /** Tour names by id, for the line saying which tour a traveller took. */
  tourNames: Partial<Record<string, string>>;
}

/** What travellers said (the newest few), each quote linked to the article it comes from, and the agency's awards: the evidence. */
export function Testimonies({ testimonies, awards, tourNames }: Props) {
  const t = useT();
  const { lang } = useLanguage();
  return (
    <PageSection
      id="testimonies"
      headingId="testimonies-heading"
      heading={t('trust.testimoniesTitle')}
      className="no-print"
    >
      <p className="lead mt-4 max-w-2xl">{t('trust.testimoniesIntro')}</p>
      <RatingSource />
      <ul className="snap-row mt-10 md:grid-cols-3 md:gap-6" aria-labelledby="testimonies-heading">
        {newestTestimonies(testimonies).map((testimony) => (
          <li key={testimony.id} className="snap-item card flex flex-col p-6">
            <figure className="flex flex-1 flex-col">
              <blockquote className="flex-1 font-serif text-lg leading-relaxed text-ink-800">
                <p>{t('trust.quote', { quote: testimony.quote })}</p>
              </blockquote>
              <figcaption className="mt-6 text-sm text-ink-600">
                <span className="block font-semibold text-ink-900">
                  {t('trust.quoteBy', { author: testimony.author, who: testimony.quoteBy })}
                </span>
                {testimony.tour && tourNames[testimony.tour] && (
                  <a href={tourHref(testimony.tour, lang)} className="mt-1 block text-link">
                    {t('trust.aboutTour', { tour: tourNames[testimony.tour] ?? '' })}
                  </a>
                )}
              </figcaption>
            </figure>
            <a href={articleHref(testimony.id, lang)} className="btn-quiet btn-sm mt-4 self-start -ml-3">
              {t('trust.readStory', { author: testimony.author })} →
            </a>
          </li>
        ))}
      </ul>
      {awards.length > 0 && (
        <div id="award" className="mt-10 flex flex-wrap items-center gap-x-3 gap-y-1 text-ink-700">
          <AwardIcon className="h-6 w-6 text-star" />
          <h3 className="font-semibold text-ink-900">
            <Phrased text={t('trust.awardTitle')} />
          </h3>
          <ul className="contents">
            {awards.map((award) => {
              const name = t('trust.award', { name: award.name, by: award.by, year: award.year });
              const href = linkableAddress(award.url, !award.example);
              return (
                <li key={award.id}>
                  {href ? (
                    <a href={href} className="text-link" rel="noopener" target="_blank">
                      {name}
                    </a>
                  ) : (
                    name
                  )}
                </li>
              );
            })}
          </ul>
        </div>
      )}
    </PageSection>
  );
}
