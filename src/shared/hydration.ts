let hydrated = false;
const waiting: (() => void)[] = [];

/** Called once when the app has hydrated: browser tests and `npm run bench` key on it, and deferred work starts. */
export function markHydrated() {
  if (hydrated) return;
  hydrated = true;
  document.body.dataset.hydrated = 'true';
  performance.mark('hydrated');
  for (const run of waiting.splice(0)) setTimeout(run);
}

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
