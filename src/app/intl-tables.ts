import { trustedScriptUrl } from '../shared/trusted-types';
import intlTablesWorkerUrl from './intl-tables.worker.ts?worker&url';

/**
 * A page's first Intl.NumberFormat or DateTimeFormat makes Chromium's engine build its locale tables:
 * 15–50 ms here, which react-intl would pay inside hydration. The tables are shared by every thread of the
 * page's process, so a worker builds them before the page loads its content. Settles either way: a worker
 * that fails only means the page pays that cost itself, as it would without one.
 */
export function buildIntlTablesOffMainThread(): Promise<void> {
  return new Promise((resolve) => {
    // `as string`: browsers take a TrustedScriptURL here; TypeScript's DOM types predate it.
    const worker = new Worker(trustedScriptUrl(intlTablesWorkerUrl) as string, { type: 'module' });
    const settle = () => {
      worker.terminate();
      resolve();
    };
    worker.onmessage = settle;
    worker.onerror = settle;
  });
}
