import { useEffect } from 'react';
import { useLanguage } from '../../shared/language/language-context';
import type { KeepArticlesMessage } from '../../sw/runtime-caches';

/**
 * Once the worker controls the page, it is asked to fetch the blog articles of the page's language so they
 * can be read offline: their bodies are not precached (scripts/build/pwa-options.ts).
 */
export function useOfflineArticles() {
  const { lang } = useLanguage();
  useEffect(() => {
    const worker = navigator.serviceWorker;
    if (import.meta.env.DEV || !worker) return;
    const keep = () => worker.controller?.postMessage({ type: 'KEEP_ARTICLES', lang } satisfies KeepArticlesMessage);
    keep();
    worker.addEventListener('controllerchange', keep);
    return () => worker.removeEventListener('controllerchange', keep);
  }, [lang]);
}
