// The rebuilds of `npm run cms`, one at a time: saves that arrive while a build runs ask for one more build
// after it (however many saves there were), which then reads all of them.

/**
 * `buildOnce()` runs one build and must not throw. `request()` starts it, or queues one more if it is running;
 * `whenIdle()` resolves once no build is running or queued.
 */
export function createRebuildQueue(buildOnce) {
  let running;
  let again = false;

  async function run() {
    do {
      again = false;
      await buildOnce();
    } while (again);
    running = undefined;
  }

  return {
    request() {
      if (running) again = true;
      else running = run();
    },
    /** Drops a queued build (when stopping). */
    cancelQueued() {
      again = false;
    },
    whenIdle: () => running ?? Promise.resolve(),
  };
}
