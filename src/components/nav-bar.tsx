import { Link, useLocation } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { hrefFor } from '../config/routes';
import { useT } from '../features/i18n/use-t';
import { useLanguage } from '../features/language/language-context';
import { LanguageMenu } from '../features/language/language-menu';
import { ContactButton } from './contact-button';
import { HomeLink } from './home-link';

export function NavBar() {
  const t = useT();
  const { lang } = useLanguage();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  const location = useLocation({ select: ({ pathname, hash }) => `${pathname}#${hash}` });
  // Any way of leaving the page (a link here, the brand, the back button) closes the phone menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: closing on each change of place is the point
  useEffect(close, [location]);
  const links = (
    <>
      <HomeLink className="nav-link" onNavigate={close}>
        {t('nav.home')}
      </HomeLink>
      <Link className="nav-link" to={hrefFor('tours', lang)} onClick={close}>
        {t('nav.destinations')}
      </Link>
      <Link className="nav-link" to={hrefFor('blog', lang)} onClick={close}>
        {t('nav.blog')}
      </Link>
    </>
  );
  return (
    <header className="site-header">
      <nav aria-label={t('nav.main')} className="site-nav">
        <HomeLink className="brand-link" onNavigate={close}>
          {t('brand.name')}
        </HomeLink>
        <div className="hidden items-center gap-1 lg:flex">{links}</div>
        <div className="flex items-center gap-2">
          <LanguageMenu />
          <ContactButton className="btn-primary hidden px-4 py-2 lg:inline-flex" />
          <button
            type="button"
            className="nav-link lg:hidden"
            aria-expanded={open}
            aria-controls="mobile-menu"
            onClick={() => setOpen(!open)}
          >
            <span aria-hidden="true" className={open ? 'i-close' : 'i-menu'}>
              {open ? '✕' : '☰'}
            </span>
            <span className="sr-only">{t(open ? 'nav.closeMenu' : 'nav.openMenu')}</span>
          </button>
        </div>
      </nav>
      <div id="mobile-menu" hidden={!open} className="border-t border-sand-200 bg-surface lg:hidden">
        <div className="page-wide flex flex-col gap-1 py-3">
          {links}
          <ContactButton className="btn-primary mt-2" onNavigate={close} />
        </div>
      </div>
    </header>
  );
}
