import { useLocation, useNavigate } from '@tanstack/react-router';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { RawIntlProvider } from 'react-intl';
import type { Lang } from '../../config/languages';
import { localizePath } from '../../config/routes';
import { intlFor } from '../i18n/messages';
import { storeLang } from './detect';

interface LanguageControl {
  lang: Lang;
  /** Stores the preference and replaces the URL with the equivalent page in `next`. */
  switchTo: (next: Lang) => void;
}

const LanguageContext = createContext<LanguageControl | undefined>(undefined);

export function LanguageProvider({ lang, children }: { lang: Lang; children: ReactNode }) {
  const navigate = useNavigate();
  const pathname = useLocation({ select: (location) => location.pathname });
  const control = useMemo<LanguageControl>(
    () => ({
      lang,
      switchTo: (next) => {
        storeLang(window.localStorage, next);
        void navigate({ href: encodeURI(localizePath(pathname, next)), replace: true });
      },
    }),
    [lang, navigate, pathname],
  );
  return (
    <LanguageContext.Provider value={control}>
      <RawIntlProvider value={intlFor(lang)}>{children}</RawIntlProvider>
    </LanguageContext.Provider>
  );
}

export function useLanguage(): LanguageControl {
  const control = useContext(LanguageContext);
  if (!control) throw new Error('useLanguage must be used within a LanguageProvider');
  return control;
}
