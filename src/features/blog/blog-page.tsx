import type { Lang } from '../../config/routes';
import { translate } from '../i18n/messages';
import { useT } from '../i18n/use-t';
import type { PageHead } from '../../app/page-head';

export default function Page() {
  const t = useT();
  return (
    <main id="main" className="page-wide section">
      <h1 className="heading-1">{t('seo.blog.title')}</h1>
      <p className="lead mt-4">{t('seo.blog.description')}</p>
    </main>
  );
}

export function head(lang: Lang): PageHead {
  return {
    title: translate(lang, 'seo.blog.title'),
    description: translate(lang, 'seo.blog.description'),
    keywords: translate(lang, 'seo.blog.keywords'),
    traditionalHreflang: 'zh-TW',
  };
}
