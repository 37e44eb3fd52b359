import { Link } from '@tanstack/react-router';
import { pageRoute } from '../../config/routes';
import { SITE, telLink, whatsappLink } from '../../content/site';
import { officeHoursText } from '../../content/site-shown';
import { InstallOffer } from '../../features/pwa/install-offer';
import { OfflineIndicator } from '../../features/pwa/offline-indicator';
import { useT } from '../../shared/i18n/use-t';
import { useLanguage } from '../../shared/language/language-context';
import { Phrased } from '../../shared/ui/phrased';

/** The footer's "Explore" links: each page and the message that names it. */
const EXPLORE = [
  ['tours', 'nav.destinations'],
  ['blog', 'nav.blog'],
  ['churches', 'footer.churches'],
  ['privacy', 'footer.privacy'],
  ['terms', 'footer.terms'],
] as const;

export function Footer() {
  const t = useT();
  const { lang } = useLanguage();
  return (
    <footer className="border-t border-solid border-white/10 bg-night-900 text-cream-100 dark:bg-sand-100">
      <div className="page-wide grid gap-8 py-12 md:grid-cols-3">
        <div>
          <p className="font-serif text-xl font-bold text-white">{t('brand.name')}</p>
          <p className="mt-2 text-cream-200">{t('brand.tagline')}</p>
          <p className="mt-2 text-sm text-cream-200">{t('footer.licence', { licence: SITE.licence })}</p>
          <InstallOffer />
          <OfflineIndicator />
        </div>
        <div>
          <h2 className="footer-heading">
            <Phrased text={t('footer.explore')} />
          </h2>
          <ul className="mt-1">
            {EXPLORE.map(([page, label]) => (
              <li key={page}>
                <Link className="footer-link" to={pageRoute(page)} params={{ lang }}>
                  {t(label)}
                </Link>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className="footer-heading">
            <Phrased text={t('footer.contact')} />
          </h2>
          <p className="mt-2">
            {t('contact.phone')}{' '}
            <a className="footer-link" href={telLink(SITE.phone)} data-phone>
              {SITE.phone}
            </a>
          </p>
          <p>
            {t('contact.whatsapp')}{' '}
            <a className="footer-link" href={whatsappLink()} target="_blank" rel="noopener" data-whatsapp>
              {SITE.whatsappShown}
            </a>
          </p>
          <p>
            <a className="footer-link" href={`mailto:${SITE.email}`}>
              {SITE.email}
            </a>
          </p>
          <p className="text-sm text-cream-200" data-office-hours>
            {officeHoursText(lang)}
          </p>
        </div>
      </div>
      <p className="footer-legal">{t('footer.rights', { year: new Date().getFullYear() })}</p>
    </footer>
  );
}
