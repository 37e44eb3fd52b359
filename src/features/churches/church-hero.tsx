import type { ChurchGroupPage } from '../../content/churches';
import { useT } from '../../shared/i18n/use-t';
import { Artwork } from '../../shared/ui/artwork';
import { CONTACT_SECTION_ID } from '../../shared/ui/contact-button';
import { Phrased } from '../../shared/ui/phrased';
import { CHURCH_TOURS_ID } from './church-tours';

/** The page's top, as a tour page's: a place on the tours, the title, its promise and the two ways on. */
export function ChurchHero({ page }: { page: ChurchGroupPage }) {
  const t = useT();
  return (
    <header className="relative isolate overflow-hidden bg-night-900 text-white" data-church-hero>
      <Artwork
        name={page.facts.hero}
        alt=""
        wide
        priority
        className="absolute inset-0 -z-10 h-full w-full object-cover opacity-45"
        caption="overlay"
        figureClassName="contents"
      />
      <div className="page-wide pb-24 pt-20 md:py-28">
        <p className="eyebrow text-gold-400">{t('nav.churches')}</p>
        <h1 className="heading-1 mt-3 max-w-3xl">
          <Phrased text={page.title} />
        </h1>
        <p className="mt-4 max-w-2xl text-lg text-cream-100 md:text-xl">{page.heroSubtitle}</p>
        <div className="mt-8 flex flex-wrap items-center gap-4">
          <a href={`#${CONTACT_SECTION_ID}`} className="btn-light">
            {t('churches.enquire')}
          </a>
          <a href={`#${CHURCH_TOURS_ID}`} className="btn-on-dark">
            {t('churches.seeTours')}
          </a>
        </div>
      </div>
    </header>
  );
}
