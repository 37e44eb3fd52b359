import { Link, useLocation } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { hrefFor, matchPage } from '../config/routes';
import { useLanguage } from '../features/language/language-context';

function smoothScrollTop() {
  const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({ top: 0, behavior: reduced ? 'auto' : 'smooth' });
}

/** Goes to the localized home and scrolls up smoothly. */
export function HomeLink({
  className,
  children,
  onNavigate,
}: {
  className: string;
  children: ReactNode;
  onNavigate?: () => void;
}) {
  const { lang } = useLanguage();
  const onHome = useLocation({ select: (location) => matchPage(location.pathname)?.page === 'home' });
  return (
    <Link
      to={hrefFor('home', lang)}
      className={className}
      onClick={() => {
        onNavigate?.();
        if (onHome) smoothScrollTop();
      }}
    >
      {children}
    </Link>
  );
}
