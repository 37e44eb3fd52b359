import { useLocation, useNavigate } from '@tanstack/react-router';
import { hrefFor, matchPage } from '../config/routes';
import { useT } from '../features/i18n/use-t';
import { useLanguage } from '../features/language/language-context';
import { scrollBehavior } from './motion';

export const CONTACT_SECTION_ID = 'contact';

/** Scrolls to the home page's contact section, navigating there first from other pages. */
export function ContactButton({
  className,
  label,
  onNavigate,
}: {
  className: string;
  label?: string;
  onNavigate?: () => void;
}) {
  const t = useT();
  const { lang } = useLanguage();
  const navigate = useNavigate();
  const onHome = useLocation({ select: (location) => matchPage(location.pathname)?.page === 'home' });
  const homeHref = hrefFor('home', lang);
  return (
    <a
      href={`${homeHref}#${CONTACT_SECTION_ID}`}
      className={className}
      onClick={(event) => {
        event.preventDefault();
        onNavigate?.();
        if (onHome) document.getElementById(CONTACT_SECTION_ID)?.scrollIntoView({ behavior: scrollBehavior() });
        else void navigate({ href: `${homeHref}#${CONTACT_SECTION_ID}` });
      }}
    >
      {label ?? t('nav.contact')}
    </a>
  );
}
