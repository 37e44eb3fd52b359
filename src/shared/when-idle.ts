/** Runs `task` once the browser is idle (soon after, where idle callbacks do not exist), so it never delays the page. */
export function whenIdle(task: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(task, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = setTimeout(task, 200);
  return () => clearTimeout(handle);
}

/** Runs `task` once the page has finished loading and the browser is idle: for work the page itself does not need. */
export function afterPageLoad(task: () => void): () => void {
  let cancelIdle = () => {};
  const start = () => {
    cancelIdle = whenIdle(task);
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
  return () => {
    window.removeEventListener('load', start);
    cancelIdle();
  };
}

/** `promise`, or after `ms` undefined, with a console warning naming what was given up on. */
export function atMost<T>(ms: number, what: string, promise: Promise<T>): Promise<T | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const giveUp = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => {
      console.warn(`Gave up waiting for ${what} after ${ms} ms`);
      resolve(undefined);
    }, ms);
  });
  return Promise.race([promise, giveUp]).finally(() => clearTimeout(timer));
}
