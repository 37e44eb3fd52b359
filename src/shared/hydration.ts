import { afterPageLoad } from './when-idle';

let hydrated = false;
const waiting: (() => void)[] = [];

/** Called once when the app has hydrated: browser tests and `npm run bench` key on it, and deferred work starts. */
export function markHydrated() {
  if (hydrated) return;
  hydrated = true;
  document.body.dataset.hydrated = 'true';
  performance.mark('hydrated');
  announceIfSectionsHydrated();
  for (const run of waiting.splice(0)) setTimeout(run);
}

/** A prerendered page is starting up in the browser (false while prerendering, and after start-up). */
export const isStartingUp = () => typeof document !== 'undefined' && !hydrated;

/** Runs `task` in a task of its own just after the app has hydrated, so it never adds to start-up. */
export function afterHydration(task: () => void): () => void {
  let cancelled = false;
  const run = () => {
    if (!cancelled) task();
  };
  if (hydrated) setTimeout(run);
  else waiting.push(run);
  return () => {
    cancelled = true;
  };
}

/** Sections whose boundary rendered while the page hydrated and which have not hydrated yet. */
const unhydratedSections = new Set<string>();

const waitingForSections: (() => void)[] = [];

/** `body[data-sections-hydrated]`: the page and every section in it have hydrated (browser tests key on it). */
function announceIfSectionsHydrated() {
  if (!hydrated || unhydratedSections.size > 0) return;
  document.body.dataset.sectionsHydrated = 'true';
  for (const run of waitingForSections.splice(0)) setTimeout(run);
}

const SETTLE_TIMEOUT_MS = 10_000;

/**
 * Runs `task` once the page and every section in it have hydrated, the page has loaded and the browser is
 * idle: for heavy work the page does not need (installing the offline copy, starting a video), which on a
 * two-core phone would otherwise slow every hydration task that runs beside it. Returns the cancel.
 */
export function afterPageSettles(task: () => void): () => void {
  let cancel = () => {};
  let started = false;
  let cancelled = false;
  const start = () => {
    if (cancelled || started) return;
    started = true;
    clearTimeout(giveUp);
    cancel = afterPageLoad(task);
  };
  // A section that never hydrates (an error in it, a chunk that failed) must not hold this work back for good.
  const giveUp = setTimeout(() => {
    console.warn(`Sections still not hydrated after ${SETTLE_TIMEOUT_MS} ms: ${[...unhydratedSections].join(', ')}`);
    start();
  }, SETTLE_TIMEOUT_MS);
  if (document.body.dataset.sectionsHydrated) setTimeout(start);
  else waitingForSections.push(start);
  return () => {
    cancelled = true;
    clearTimeout(giveUp);
    cancel();
  };
}

/** A section that React hydrates after the page around it (src/shared/section-boundary.tsx). Nothing to note while prerendering. */
export function sectionAwaitsHydration(headingId: string) {
  if (typeof document !== 'undefined' && !document.body.dataset.sectionsHydrated) unhydratedSections.add(headingId);
}

export function sectionHydrated(headingId: string) {
  unhydratedSections.delete(headingId);
  announceIfSectionsHydrated();
}
