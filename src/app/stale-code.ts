/**
 * After the site is published again, a page opened before it asks for code files that are gone on its next
 * click. The page is then loaded afresh from the new site, once: if that fails as well, the error screen shows.
 */
const RELOADED_AT = 'stale-code-reloaded-at';
const MODULE_LOAD_FAILED = /dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

export function isStaleCodeError(error: unknown): boolean {
  return error instanceof Error && MODULE_LOAD_FAILED.test(error.message);
}

/**
 * True when the page is being reloaded: online (offline, the code is merely out of reach, and a reload would show the
 * browser's own offline page) and not within the last minute already.
 */
export function reloadForNewCode(): boolean {
  if (!navigator.onLine) return false;
  const last = Number(sessionStorage.getItem(RELOADED_AT) ?? 0);
  if (Date.now() - last < 60_000) return false;
  sessionStorage.setItem(RELOADED_AT, String(Date.now()));
  window.location.reload();
  return true;
}

export function reloadOnStaleCode() {
  window.addEventListener('vite:preloadError', () => reloadForNewCode());
}
