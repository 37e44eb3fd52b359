import { useEffect, useState } from 'react';

/**
 * True once the element with `id` is within a screen's height of the viewport or holds focus, and from then
 * on: for parts of the page worth drawing only when the visitor gets near them. Stays false while `enabled`
 * is false (before hydration).
 */
export function useApproached(id: string, enabled: boolean): boolean {
  const [approached, setApproached] = useState(false);
  useEffect(() => {
    const element = document.getElementById(id);
    if (!enabled || approached || !element) return;
    const approach = () => setApproached(true);
    const near = (entries: IntersectionObserverEntry[]) => entries.some((entry) => entry.isIntersecting) && approach();
    const observer = new IntersectionObserver(near, { rootMargin: '100% 0px' });
    observer.observe(element);
    element.addEventListener('focusin', approach);
    return () => {
      observer.disconnect();
      element.removeEventListener('focusin', approach);
    };
  }, [id, enabled, approached]);
  return approached;
}
