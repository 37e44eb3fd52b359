import type { Lang } from '../../config/routes';
import { translate } from '../i18n/messages';
import { useT } from '../i18n/use-t';
import type { PageHead } from '../../app/page-head';

export default function HomePage() {
  const t = useT();
  return (
    <main id="main" className="page-wide section">
      <h1 className="heading-1">{t('brand.name')}</h1>
      <p className="lead mt-4">{t('seo.home.description')}</p>
      <section id="contact" className="section">
        <h2 className="heading-2">{t('nav.contact')}</h2>
      </section>
    </main>
  );
}

export function head(lang: Lang): PageHead {
  return {
    title: translate(lang, 'seo.home.title'),
    description: translate(lang, 'seo.home.description'),
    keywords: translate(lang, 'seo.home.keywords'),
  };
}
