import { useLocation, useNavigate, useRouter } from '@tanstack/react-router';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { RawIntlProvider } from 'react-intl';
import type { Lang } from '../../config/languages';
import { intlFor } from '../i18n/messages';
import { storeLang } from './detect';

interface LanguageControl {
  lang: Lang;
  /** The address of this page in `other` (the same route with the other language). */
  hrefIn: (other: Lang) => string;
  /** Stores the preference and replaces the URL with the equivalent page in `next`. */
  switchTo: (next: Lang) => void;
}

const LanguageContext = createContext<LanguageControl | undefined>(undefined);

export function LanguageProvider({ lang, children }: { lang: Lang; children: ReactNode }) {
  const router = useRouter();
  const navigate = useNavigate();
  const href = useLocation({ select: (location) => location.href });
  // biome-ignore lint/correctness/useExhaustiveDependencies: hrefIn reads the router's current location, which `href` stands for
  const control = useMemo<LanguageControl>(
    () => ({
      lang,
      hrefIn: (other) => router.buildLocation({ to: '.', params: { lang: other } }).publicHref,
      switchTo: (next) => {
        storeLang(window.localStorage, next);
        void navigate({ to: '.', params: { lang: next }, replace: true });
      },
    }),
    [lang, router, navigate, href],
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
