import type { Lang } from '../../config/routes';
import {
  discard,
  type EnquiryFields,
  enqueue,
  type FieldErrors,
  idbRateLimitStore,
  peekRateLimit,
  sanitizeFields,
  validateEnquiry,
} from './core';
import { outboxScheduler } from './delivery';

export type SubmitOutcome =
  | { kind: 'rate-limited' }
  | { kind: 'invalid'; errors: FieldErrors }
  | { kind: 'sent'; ref: string }
  /** Unreachable, timed out, 5xx, 429 or held by the rate limit: the enquiry waits in the outbox and goes by itself. */
  | { kind: 'saved'; ref: string }
  /** The service refused this enquiry (4xx): the visitor keeps the values and sees the service's words. */
  | { kind: 'refused'; message: string };

/**
 * The form's submit flow (spec section 4): rate limit, validation, then send. The enquiry is saved to the
 * outbox before the request, so a lost connection or a closed tab never loses it, and it is sent through the
 * page's retry scheduler, which keeps trying after a failure.
 */
export async function submitEnquiry(typed: EnquiryFields, lang: Lang): Promise<SubmitOutcome> {
  if (!(await peekRateLimit(idbRateLimitStore(), Date.now())).allowed) return { kind: 'rate-limited' };
  const checked = validateEnquiry(sanitizeFields(typed));
  if (!checked.ok) return { kind: 'invalid', errors: checked.errors };

  const entry = await enqueue(checked.value, lang);
  const result = await outboxScheduler().attemptNow();
  if (result.delivered.some(({ id }) => id === entry.id)) return { kind: 'sent', ref: entry.ref };

  const failure = result.failed.find(({ id }) => id === entry.id)?.failure;
  if (failure === undefined) return { kind: 'saved', ref: entry.ref };
  // The visitor keeps the values in the form; a second copy waiting here would send it twice.
  await discard(entry.id);
  // A fresh entry passed the same rules a moment ago, so 'invalid' cannot really happen here.
  return failure.kind === 'refused' ? { kind: 'refused', message: failure.message } : { kind: 'invalid', errors: {} };
}
