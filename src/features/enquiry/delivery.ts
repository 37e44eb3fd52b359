import { SITE } from '../../content/site';
import { deliverOutbox, type FlushResult, resolveEndpoint, sharedOutbox } from './core';

/** Build-time choice of form service; with nothing set, the local relay. */
export const FORM_SERVICE = resolveEndpoint({
  endpoint: import.meta.env.VITE_FORM_ENDPOINT,
  accessKey: import.meta.env.VITE_FORM_ACCESS_KEY,
});

/** Sends what is due in this browser's outbox (everything waiting when `force`d). Pages and worker alike. */
export function deliverNow({ force = false } = {}): Promise<FlushResult> {
  return deliverOutbox(sharedOutbox(), { ...FORM_SERVICE, siteName: SITE.name, force });
}
