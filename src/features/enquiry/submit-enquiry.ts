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
import { deliverNow } from './delivery';

export type SubmitOutcome =
  | { kind: 'rate-limited' }
  | { kind: 'invalid'; errors: FieldErrors }
  | { kind: 'sent'; ref: string }
  /** The service could not be reached: the enquiry waits in the outbox. */
  | { kind: 'saved'; ref: string }
  /** The service answered but did not accept it: the visitor still has the values and may try again. */
  | { kind: 'failed'; message: string };

/**
 * The form's submit flow (spec section 4): rate limit, validation, then send. The enquiry is saved to the
 * outbox before the request, so a lost connection or a closed tab never loses it.
 */
export async function submitEnquiry(typed: EnquiryFields, lang: Lang): Promise<SubmitOutcome> {
  if (!(await peekRateLimit(idbRateLimitStore(), Date.now())).allowed) return { kind: 'rate-limited' };
  const checked = validateEnquiry(sanitizeFields(typed));
  if (!checked.ok) return { kind: 'invalid', errors: checked.errors };

  const entry = await enqueue(checked.value, lang);
  const result = await deliverNow({ force: true });
  if (result.delivered.some(({ id }) => id === entry.id)) return { kind: 'sent', ref: entry.ref };

  const answered =
    result.failed.find(({ id }) => id === entry.id)?.lastError ??
    result.retrying.find((retry) => retry.entry.id === entry.id && retry.status !== undefined)?.message;
  if (answered === undefined) return { kind: 'saved', ref: entry.ref };
  // The visitor keeps the values in the form; a second copy waiting here would send it twice.
  await discard(entry.id);
  return { kind: 'failed', message: answered };
}
