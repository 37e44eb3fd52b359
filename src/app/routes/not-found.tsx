import { useLocation, useParams } from '@tanstack/react-router';
import { useEffect } from 'react';
import { DEFAULT_LANG, isLang } from '../../config/languages';
import { hrefFor } from '../../config/routes';
import { translate } from '../../shared/i18n/messages';
import { Phrased } from '../../shared/ui/phrased';
import { LangLayout } from './lang-layout';

/** 404 inside the site's shell (navigation, footer): in the app, and as the static 404.html pages. */
export function NotFoundPage() {
  return (
    <LangLayout>
      <NotFound />
    </LangLayout>
  );
}

/** 404: the localized home, and the ways on a visitor most likely wanted (the tours, the blog). */
export function NotFound() {
  const prefix = useParams({ strict: false, select: (params) => params.lang });
  const lang = isLang(prefix) ? prefix : DEFAULT_LANG;
  const pathname = useLocation({ select: (location) => location.pathname });
  useEffect(() => console.info(`Page not found: ${pathname}`), [pathname]);
  return (
    <main id="main" className="page-narrow py-32 text-center" data-page="not-found">
      <title>{translate(lang, 'notFound.title')}</title>
      <meta name="robots" content="noindex,nofollow" />
      <p className="text-7xl font-bold text-brand-700">{translate(lang, 'notFound.code')}</p>
      <h1 className="heading-2 mt-4">
        <Phrased text={translate(lang, 'notFound.heading')} />
      </h1>
      <p className="mt-4 text-ink-600">{translate(lang, 'notFound.text')}</p>
      {/* Each link stretched to the row's height: the three buttons line up whatever their words. */}
      <ul className="mt-8 flex flex-wrap justify-center gap-4">
        <li className="flex">
          <a className="btn-primary" href={hrefFor('home', lang)} data-home-link>
            {translate(lang, 'notFound.home')}
          </a>
        </li>
        <li className="flex">
          <a className="btn-secondary" href={hrefFor('tours', lang)}>
            {translate(lang, 'nav.destinations')}
          </a>
        </li>
        <li className="flex">
          <a className="btn-secondary" href={hrefFor('blog', lang)}>
            {translate(lang, 'nav.blog')}
          </a>
        </li>
      </ul>
    </main>
  );
}
