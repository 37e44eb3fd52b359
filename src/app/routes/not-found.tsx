import { Link, useLocation } from '@tanstack/react-router';
import { useEffect } from 'react';
import { SITE, telLink, whatsappLink } from '../../content/site';
import { translate } from '../../shared/i18n/messages';
import { Phrased } from '../../shared/ui/phrased';
import { LangLayout } from './lang-layout';
import { usePrefixLang } from './use-prefix-lang';

/** 404 inside the site's shell (navigation, footer): in the app, and as the static 404.html pages. */
export function NotFoundPage() {
  return (
    <LangLayout>
      <NotFound />
    </LangLayout>
  );
}

/** 404: the localized home, the ways on a visitor most likely wanted (the tours, the blog), and the agency's phone. */
export function NotFound() {
  const lang = usePrefixLang();
  // The address as the visitor typed it, not the route path the router read it as.
  const pathname = useLocation({ select: (location) => location.publicHref });
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
          <Link className="btn-primary" to="/$lang/" activeOptions={{ exact: true }} params={{ lang }} data-home-link>
            {translate(lang, 'notFound.home')}
          </Link>
        </li>
        <li className="flex">
          <Link className="btn-secondary" to="/$lang/tours" params={{ lang }}>
            {translate(lang, 'nav.destinations')}
          </Link>
        </li>
        <li className="flex">
          <Link className="btn-secondary" to="/$lang/blog" params={{ lang }}>
            {translate(lang, 'nav.blog')}
          </Link>
        </li>
      </ul>
      <p className="mt-10 text-ink-700">{translate(lang, 'notFound.ask')}</p>
      <ul className="mt-4 flex flex-wrap justify-center gap-4">
        <li className="flex">
          <a href={whatsappLink()} className="btn-secondary" target="_blank" rel="noopener">
            {translate(lang, 'qr.openWhatsapp')}
          </a>
        </li>
        <li className="flex">
          <a href={telLink(SITE.phone)} className="btn-secondary">
            {translate(lang, 'qr.call')} {SITE.phone}
          </a>
        </li>
      </ul>
    </main>
  );
}
