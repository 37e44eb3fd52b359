/**
 * Whether the visitor asked for less motion. The CSS rule in uno.config.ts covers CSS scrolling and
 * animations, but a `behavior: 'smooth'` passed to a scroll call from script overrides it.
 */
export function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** `smooth`, unless the visitor asked for less motion. */
export function scrollBehavior(): ScrollBehavior {
  return prefersReducedMotion() ? 'auto' : 'smooth';
}
