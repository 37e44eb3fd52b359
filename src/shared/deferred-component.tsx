import { type ComponentType, lazy } from 'react';

/**
 * A component whose code is fetched apart from the page's start-up. Once loaded (prerendering awaits `load`, and so
 * does a page reached by a link) it draws at once; while a prerendered page starts up it suspends instead, so put
 * it inside a Suspense boundary (SectionBoundary): React keeps the prerendered HTML and hydrates it when it arrives.
 */
/**
 * Offline, code the service worker does not keep yet cannot load: the section keeps its prerendered HTML and loads
 * once the network is back, instead of failing the whole page.
 */
function whileOffline<T>(load: () => Promise<T>): Promise<T> {
  return load().catch(async (error: unknown) => {
    if (typeof window === 'undefined' || navigator.onLine) throw error;
    await new Promise((resolve) => window.addEventListener('online', resolve, { once: true }));
    return whileOffline(load);
  });
}

export function deferredComponent<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined;
  const loadNow = () =>
    whileOffline(load).then((component) => {
      loaded = component;
      return { default: component };
    });
  const Lazy = lazy(loadNow);

  // biome-ignore lint/correctness/noComponentHookFactories: called once per component, at module level
  function Deferred(props: P) {
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  return { Deferred, load: async () => void (await loadNow()) };
}
