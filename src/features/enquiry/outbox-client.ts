// Everything the page needs from the outbox, loaded on demand (use-outbox.tsx) so first paint does not wait for it.
import type { Lang } from '../../config/languages';
import {
  discard,
  type EnquiryFields,
  enqueue,
  type FieldErrors,
  type FlushResult,
  idbRateLimitStore,
  newEnquiryRef,
  outboxScheduler,
  peekRateLimit,
  sanitizeFields,
  validateEnquiry,
} from './core';

export { discard, listEntries, outboxScheduler, retry } from './core';

/**
 * Why an enquiry waits: the device has no connection; the service answered 429 (busy); the site's own limit holds
 * it, or it queues behind an earlier one still waiting (held); the service failed or could not be reached.
 */
export type SavedReason = 'offline' | 'busy' | 'held' | 'unanswered';

type SubmitOutcome =
  | { kind: 'rate-limited' }
  | { kind: 'invalid'; errors: FieldErrors }
  | { kind: 'sent'; ref: string }
  /** Not sent yet: the enquiry waits in the outbox and goes by itself; `why` says what the visitor is told. */
  | { kind: 'saved'; ref: string; why: SavedReason }
  /** The service refused this enquiry (4xx): the visitor keeps the values and sees the service's words. */
  | { kind: 'refused'; message: string };

/**
 * The form's submit flow: honeypot, rate limit (3 sends in 5 minutes), validation, then send. The enquiry is saved to the
 * outbox before the request, so a lost connection or a closed tab never loses it, and it is sent through the
 * page's retry scheduler, which keeps trying after a failure.
 */
export async function submitEnquiry(typed: EnquiryFields, lang: Lang, { bot = false } = {}): Promise<SubmitOutcome> {
  // A ticked honeypot: the sender sees the usual success, and nothing is saved or sent (as Web3Forms drops it).
  if (bot) return { kind: 'sent', ref: newEnquiryRef() };
  if (!(await peekRateLimit(idbRateLimitStore(), Date.now())).allowed) return { kind: 'rate-limited' };
  const checked = validateEnquiry(sanitizeFields(typed));
  if (!checked.ok) return { kind: 'invalid', errors: checked.errors };

  const entry = await enqueue(checked.value, lang);
  const result = await outboxScheduler().attemptNow();
  if (result.delivered.some(({ id }) => id === entry.id)) return { kind: 'sent', ref: entry.ref };

  const failure = result.failed.find(({ id }) => id === entry.id)?.failure;
  if (failure === undefined) return { kind: 'saved', ref: entry.ref, why: whySaved(result) };
  // The visitor keeps the values in the form; a second copy waiting here would send it twice.
  await discard(entry.id);
  // A fresh entry passed the same rules a moment ago, so 'invalid' cannot really happen here.
  return failure.kind === 'refused' ? { kind: 'refused', message: failure.message } : { kind: 'invalid', errors: {} };
}

/** A flush stops at the first entry it must retry; with none, the new entry was held (rate limit or queue). */
function whySaved({ retrying: [stopped] }: FlushResult): SavedReason {
  if (!navigator.onLine) return 'offline';
  if (!stopped) return 'held';
  return stopped.status === 429 ? 'busy' : 'unanswered';
}

/**
 * Keeps this tab delivering the outbox: an attempt now (page load), whenever the connection returns or the
 * tab becomes visible again, and at each entry's back-off time while the page stays open. Returns the stop.
 */
export function startOutboxSync(): () => void {
  const attempt = () =>
    void outboxScheduler()
      .attemptNow()
      .catch((error: unknown) => console.error('Enquiry outbox: could not deliver', error));
  const onVisible = () => {
    if (document.visibilityState === 'visible') attempt();
  };

  window.addEventListener('online', attempt);
  document.addEventListener('visibilitychange', onVisible);
  attempt();
  // The scheduler itself stays: its timer belongs to the page, not to this listener.
  return () => {
    window.removeEventListener('online', attempt);
    document.removeEventListener('visibilitychange', onVisible);
  };
}
