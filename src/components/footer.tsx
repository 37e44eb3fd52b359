import { Link } from '@tanstack/react-router';
import { hrefFor } from '../config/routes';
import { SITE } from '../content/site';
import { useT } from '../features/i18n/use-t';
import { useLanguage } from '../features/language/language-context';
import { InstallOffer } from '../features/pwa/install-offer';

export function Footer() {
  const t = useT();
  const { lang } = useLanguage();
  return (
    <footer className="bg-night-900 text-cream-100">
      <div className="page-wide grid gap-8 py-12 md:grid-cols-3">
        <div>
          <p className="font-serif text-xl font-bold text-white">{t('brand.name')}</p>
          <p className="mt-2 text-cream-200">{t('brand.tagline')}</p>
          <p className="mt-2 text-sm text-cream-200">{t('footer.licence', { licence: SITE.licence })}</p>
          <InstallOffer />
        </div>
        <div>
          <h2 className="footer-heading">{t('footer.explore')}</h2>
          <ul className="mt-1">
            <li>
              <Link className="footer-link" to={hrefFor('tours', lang)}>
                {t('nav.destinations')}
              </Link>
            </li>
            <li>
              <Link className="footer-link" to={hrefFor('blog', lang)}>
                {t('nav.blog')}
              </Link>
            </li>
            <li>
              <Link className="footer-link" to={hrefFor('privacy', lang)}>
                {t('footer.privacy')}
              </Link>
            </li>
            <li>
              <Link className="footer-link" to={hrefFor('terms', lang)}>
                {t('footer.terms')}
              </Link>
            </li>
          </ul>
        </div>
        <div>
          <h2 className="footer-heading">{t('footer.contact')}</h2>
          <p className="mt-2">
            <a className="footer-link" href={`tel:${SITE.phone.replace(/\s/g, '')}`}>
              {SITE.phone}
            </a>
          </p>
          <p>
            <a className="footer-link" href={`mailto:${SITE.email}`}>
              {SITE.email}
            </a>
          </p>
          <p className="text-sm text-cream-200">{t('footer.hours')}</p>
        </div>
      </div>
      <p className="footer-legal">{t('footer.rights', { year: new Date().getFullYear() })}</p>
    </footer>
  );
}
