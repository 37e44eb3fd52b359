import { Link, useMatchRoute } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useLanguage } from '../../shared/language/language-context';
import { scrollBehavior } from '../../shared/motion';

/** Goes to the localized home and scrolls up (smoothly, unless the visitor asked for less motion). */
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
  const onHome = Boolean(useMatchRoute()({ to: '/$lang/', params: { lang } }));
  return (
    <Link
      to="/$lang/"
      params={{ lang }}
      activeOptions={{ exact: true }}
      className={className}
      onClick={() => {
        onNavigate?.();
        if (onHome) window.scrollTo({ top: 0, behavior: scrollBehavior() });
      }}
    >
      {children}
    </Link>
  );
}
