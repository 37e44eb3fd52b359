import { useEffect } from 'react';
import { useLanguage } from '../../shared/language/language-context';
import { keepArticlesOffline } from '../../shared/sw-bridge/page';

/**
 * Once the worker controls the page, it is asked to fetch the blog articles and tour pages of the page's
 * language so they can be read offline: they are not precached (scripts/build/pwa-options.ts).
 */
export function useOfflineArticles() {
  const { lang } = useLanguage();
  useEffect(() => keepArticlesOffline(lang), [lang]);
}
