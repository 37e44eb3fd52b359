import { Outlet, useParams } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { DEFAULT_LANG, isLang } from '../../config/languages';
import { LanguageProvider } from '../../shared/language/language-context';
import { Shell } from '../shell/shell';

/** The language of the path's prefix and the site's shell, around the matched page (or `children`). */
export function LangLayout({ children }: { children?: ReactNode }) {
  const prefix = useParams({ strict: false, select: (params) => params.lang });
  return (
    <LanguageProvider lang={isLang(prefix) ? prefix : DEFAULT_LANG}>
      <Shell>{children ?? <Outlet />}</Shell>
    </LanguageProvider>
  );
}
