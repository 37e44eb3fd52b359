import { useEffect } from 'react';
import { whenIdle } from '../../app/when-idle';
import { useLanguage } from '../language/language-context';

/**
 * Once the worker controls the page, the blog articles of the page's language are fetched in the background
 * so they can be read offline: their bodies are not precached (scripts/build/pwa-options.ts).
 */
export function useOfflineArticles() {
  const { lang } = useLanguage();
  useEffect(() => {
    const worker = navigator.serviceWorker;
    if (import.meta.env.DEV || !worker) return;
    const keep = () => {
      if (!worker.controller) return;
      import('./keep-articles')
        .then(({ keepArticles }) => keepArticles(lang))
        .catch((error: unknown) => console.warn('Blog articles could not be kept for offline reading', error));
    };
    const cancel = whenIdle(keep);
    worker.addEventListener('controllerchange', keep);
    return () => {
      cancel();
      worker.removeEventListener('controllerchange', keep);
    };
  }, [lang]);
}
