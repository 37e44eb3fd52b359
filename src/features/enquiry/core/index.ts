// The enquiry core's one entry: plain TypeScript (no React, no DOM) shared by the pages and the service worker.

export { createRetryScheduler, discard, enqueue, listEntries, outboxScheduler, retry } from './delivery';
export type { EnquiryFields, ServiceId, TextFieldName } from './fields';
export { emptyFields, FIELD_LIMITS, SERVICE_IDS } from './fields';
export { BOTCHECK_FIELD, FORM_SERVICE } from './form-service';
export type { FlushResult, LockRunner } from './outbox';
export {
  backoffDelay,
  createOutbox,
  honouredRetryAfter,
  MAX_RETRY_MS,
  MAX_TIMER_MS,
  MAX_WAIT_MS,
  timerDelay,
} from './outbox';
export { personName } from './person-name';
export type { FieldErrors, OutboxEntry } from './schema';
export { ENQUIRY_ERROR_IDS, sanitizeFields, sanitizeText, validateEnquiry } from './schema';
export type { EnquiryPayload } from './service';
export { buildPayload, LOCAL_RELAY_ACCESS_KEY, newEnquiryRef, resolveEndpoint } from './service';
export type { RateLimitStore } from './storage';
export {
  checkRateLimit,
  idbRateLimitStore,
  kvRateLimitStore,
  memoryKeyValueStore,
  peekRateLimit,
  releaseSlot,
  reserveSlot,
} from './storage';
