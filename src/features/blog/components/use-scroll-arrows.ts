import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { prefersReducedMotion, scrollBehavior } from '../../../shared/motion';

export const SCROLL_STEP_PX = 200;
export const HOVER_STEP_PX = 2;
export const HOVER_INTERVAL_MS = 16;
const END_TOLERANCE_PX = 1;

/** Which arrows a horizontally scrollable strip needs, plus click and hover scrolling. */
export function useScrollArrows(strip: RefObject<HTMLElement | null>) {
  const [canLeft, setCanLeft] = useState(false);
  const [canRight, setCanRight] = useState(false);
  const hoverTimer = useRef<ReturnType<typeof setInterval>>(undefined);

  const update = useCallback(() => {
    const element = strip.current;
    if (!element) return;
    setCanLeft(element.scrollLeft > 0);
    setCanRight(element.scrollLeft + element.clientWidth < element.scrollWidth - END_TOLERANCE_PX);
  }, [strip]);

  useEffect(() => {
    const element = strip.current;
    update();
    element?.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      element?.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
      clearInterval(hoverTimer.current);
    };
  }, [strip, update]);

  const scrollBy = (direction: -1 | 1) =>
    strip.current?.scrollBy({ left: direction * SCROLL_STEP_PX, behavior: scrollBehavior() });
  const startHover = (direction: -1 | 1) => {
    clearInterval(hoverTimer.current);
    if (prefersReducedMotion()) return; // the strip does not drift by itself; the arrows still step it
    hoverTimer.current = setInterval(
      () => strip.current?.scrollBy({ left: direction * HOVER_STEP_PX }),
      HOVER_INTERVAL_MS,
    );
  };
  const stopHover = () => clearInterval(hoverTimer.current);

  return { canLeft, canRight, scrollBy, startHover, stopHover };
}
