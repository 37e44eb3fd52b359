export { backoffDelay, honouredRetryAfter, MAX_RETRY_MS, MAX_TIMER_MS, MAX_WAIT_MS, timerDelay } from './backoff';
export { LOCAL_RELAY_ACCESS_KEY, LOCAL_RELAY_ENDPOINT, resolveEndpoint, WEB3FORMS_ENDPOINT } from './config';
export { deliverOutbox } from './deliver';
export type { EnquiryFields, ServiceId, TextFieldName } from './fields';
export { emptyFields, FIELD_LIMITS, SERVICE_IDS } from './fields';
export { idbKeyValueStore, idbRateLimitStore } from './idb-store';
export type { KeyValueStore } from './kv-store';
export { memoryKeyValueStore } from './kv-store';
export type { LockRunner } from './lock';
export { OUTBOX_LOCK_NAME } from './lock';
export type { MessageId } from './messages';
export { isMessageId, MESSAGE_IDS } from './messages';
export type { FlushOptions, Outbox, OutboxDeps } from './outbox';
export { createOutbox } from './outbox';
export type { DeliveredEnquiry, OutboxMessage } from './outbox-channel';
export { announce, listenToOutbox, OUTBOX_CHANNEL, OUTBOX_SYNC_TAG } from './outbox-channel';
export { discard, enqueue, flushOutbox, listEntries, retry, sharedOutbox } from './outbox-default';
export type { OutboxEntry, OutboxFailure, OutboxStatus, StoredFields } from './outbox-entry';
export type { FlushResult, RetryingEntry } from './outbox-flush';
export type { EnquiryPayload } from './payload';
export { buildPayload, newEnquiryRef } from './payload';
export type { RateLimitDecision, RateLimitStore } from './rate-limit';
export {
  checkRateLimit,
  kvRateLimitStore,
  peekRateLimit,
  RATE_LIMIT_MAX,
  RATE_LIMIT_WINDOW_MS,
  releaseSlot,
  reserveSlot,
} from './rate-limit';
export { sanitizeFields, sanitizeText, stripAngleBrackets } from './sanitize';
export type { RetryScheduler, RetrySchedulerDeps } from './scheduler';
export { createRetryScheduler } from './scheduler';
export type { FieldErrors, ValidationResult } from './schema';
export { validateEnquiry } from './schema';
