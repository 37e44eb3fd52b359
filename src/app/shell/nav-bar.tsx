import { Link } from '@tanstack/react-router';
import { useRef } from 'react';
import { pageRoute } from '../../config/routes';
import { useT } from '../../shared/i18n/use-t';
import { useLanguage } from '../../shared/language/language-context';
import { LanguageMenu } from '../../shared/language/language-menu';
import { ContactButton } from '../../shared/ui/contact-button';
import { HomeLink } from './home-link';

const MENU_ID = 'mobile-menu';

/**
 * The fixed navigation bar. Below the large breakpoint its links sit in a popover that the menu button opens
 * by itself (no script needed); once scripts run, a choice in it also closes it, as the page may not reload.
 */
export function NavBar() {
  const t = useT();
  const { lang } = useLanguage();
  const menu = useRef<HTMLDivElement>(null);
  const close = () => menu.current?.hidePopover();
  const links = (onNavigate?: () => void) => (
    <>
      <HomeLink className="nav-link" onNavigate={onNavigate}>
        {t('nav.home')}
      </HomeLink>
      <Link className="nav-link" to="/$lang/tours" params={{ lang }} onClick={onNavigate}>
        {t('nav.destinations')}
      </Link>
      <Link className="nav-link" to="/$lang/blog" params={{ lang }} onClick={onNavigate}>
        {t('nav.blog')}
      </Link>
      <Link className="nav-link" to={pageRoute('churches')} params={{ lang }} onClick={onNavigate}>
        {t('nav.churches')}
      </Link>
    </>
  );
  return (
    <header className="site-header">
      <nav aria-label={t('nav.main')} className="site-nav">
        <HomeLink className="brand-link">{t('brand.name')}</HomeLink>
        <div className="hidden items-center gap-1 lg:flex">{links()}</div>
        <div className="flex items-center gap-2">
          <LanguageMenu />
          <ContactButton className="btn-primary hidden px-4 py-2 lg:inline-flex" />
          <button type="button" className="nav-link flex items-center gap-1.5 lg:hidden" popoverTarget={MENU_ID}>
            <span aria-hidden="true">☰</span>
            {t('nav.menu')}
          </button>
        </div>
      </nav>
      <div ref={menu} id={MENU_ID} popover="auto" className="mobile-menu">
        <div className="page-wide flex flex-col gap-1 py-3">
          {links(close)}
          <ContactButton className="btn-primary mt-2" onNavigate={close} />
        </div>
      </div>
    </header>
  );
}
