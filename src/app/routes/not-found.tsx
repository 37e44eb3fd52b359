import { useLocation, useParams } from '@tanstack/react-router';
import { useEffect } from 'react';
import { DEFAULT_LANG, hrefFor, isLang } from '../../config/routes';
import { translate } from '../../features/i18n/messages';

/** 404: rendered inside the language layout, or alone for the static 404.html. */
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
      <h1 className="heading-2 mt-4">{translate(lang, 'notFound.heading')}</h1>
      <p className="mt-4 text-ink-600">{translate(lang, 'notFound.text')}</p>
      <a className="btn-primary mt-8" href={hrefFor('home', lang)} data-home-link>
        {translate(lang, 'notFound.home')}
      </a>
    </main>
  );
}
