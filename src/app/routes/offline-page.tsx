import { Link } from '@tanstack/react-router';
import { PAGE_KEYS, pageRoute, UNLISTED_PAGES } from '../../config/routes';
import { translate } from '../../shared/i18n/messages';
import { Phrased } from '../../shared/ui/phrased';
import { usePrefixLang } from './use-prefix-lang';

/** Served by the service worker for pages not saved on the device; links to every saved page. */
export function OfflinePage() {
  const lang = usePrefixLang();
  return (
    <main id="main" className="page-narrow py-24" data-page="offline">
      <h1 className="heading-2">
        <Phrased text={translate(lang, 'offline.heading')} />
      </h1>
      <p className="mt-4 text-ink-600">{translate(lang, 'offline.text')}</p>
      <ul className="mt-6 space-y-2">
        {PAGE_KEYS.filter((page) => !UNLISTED_PAGES.includes(page)).map((page) => (
          <li key={page}>
            <Link className="text-link" to={pageRoute(page)} activeOptions={{ exact: true }} params={{ lang }}>
              {translate(lang, `page.${page}`)}
            </Link>
          </li>
        ))}
      </ul>
    </main>
  );
}
