import { SITE } from '../../content/site';
import {
  createRetryScheduler,
  deliverOutbox,
  type FlushResult,
  type RetryScheduler,
  resolveEndpoint,
  sharedOutbox,
} from './core';

/** Build-time choice of form service; with nothing set, the local relay. */
export const FORM_SERVICE = resolveEndpoint({
  endpoint: import.meta.env.VITE_FORM_ENDPOINT,
  accessKey: import.meta.env.VITE_FORM_ACCESS_KEY,
});

/** Sends what is due in this browser's outbox (with `since`, also what was not tried since then). */
export function deliverNow({ since }: { since?: number } = {}): Promise<FlushResult> {
  return deliverOutbox(sharedOutbox(), { ...FORM_SERVICE, siteName: SITE.name, since });
}

let scheduler: RetryScheduler | undefined;
/** This context's retry scheduler (a page's or the worker's): every send goes through it, so it always knows the next wait. */
export function outboxScheduler(): RetryScheduler {
  scheduler ??= createRetryScheduler({ deliver: (since) => deliverNow({ since }) });
  return scheduler;
}
