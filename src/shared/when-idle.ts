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
