// The CSS rule in uno.config.ts covers CSS scrolling and animations, but a `behavior: 'smooth'` passed
// to a scroll call from script overrides it, so scripted motion asks here first.

/** Matches while the visitor asks for less motion. */
export function reducedMotionQuery(): MediaQueryList {
  return window.matchMedia('(prefers-reduced-motion: reduce)');
}

export function prefersReducedMotion(): boolean {
  return reducedMotionQuery().matches;
}

/** `smooth`, unless the visitor asked for less motion. */
export function scrollBehavior(): ScrollBehavior {
  return prefersReducedMotion() ? 'auto' : 'smooth';
}
