import type { Lang } from '../../config/routes';
import { translate } from '../i18n/messages';
import { useT } from '../i18n/use-t';
import type { PageHead } from '../../app/page-head';

export default function Page() {
  const t = useT();
  return (
    <main id="main" className="page-wide section">
      <h1 className="heading-1">{t('seo.tours.title')}</h1>
      <p className="lead mt-4">{t('seo.tours.description')}</p>
    </main>
  );
}

export function head(lang: Lang): PageHead {
  return {
    title: translate(lang, 'seo.tours.title'),
    description: translate(lang, 'seo.tours.description'),
    keywords: translate(lang, 'seo.tours.keywords'),
  };
}
