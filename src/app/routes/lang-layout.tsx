import { Outlet } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { LanguageProvider } from '../../shared/language/language-context';
import { Shell } from '../shell/shell';
import { usePrefixLang } from './use-prefix-lang';

/** The language of the path's prefix and the site's shell, around the matched page (or `children`). */
export function LangLayout({ children }: { children?: ReactNode }) {
  return (
    <LanguageProvider lang={usePrefixLang()}>
      <Shell>{children ?? <Outlet />}</Shell>
    </LanguageProvider>
  );
}
