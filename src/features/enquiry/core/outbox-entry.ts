import * as v from 'valibot';
import { LANGS } from '../../../config/routes';

export const OUTBOX_KEY_PREFIX = 'outbox:';
export const CORRUPT_KEY_PREFIX = 'outbox-corrupt:';
export const MAX_RETRY_DELAY_MS = 30_000;

// Only the shape is checked here; the field rules are applied again just before sending.
const storedFieldsSchema = v.object({
  firstName: v.string(),
  lastName: v.string(),
  email: v.string(),
  phone: v.string(),
  destination: v.string(),
  budget: v.string(),
  message: v.string(),
  services: v.array(v.string()),
});

export const outboxEntrySchema = v.object({
  v: v.literal(1),
  id: v.pipe(v.string(), v.nonEmpty()),
  ref: v.string(),
  createdAt: v.number(),
  lang: v.picklist(LANGS),
  fields: storedFieldsSchema,
  attempts: v.pipe(v.number(), v.integer(), v.minValue(0)),
  nextAttemptAt: v.number(),
  status: v.picklist(['queued', 'sending', 'failed']),
  lastError: v.optional(v.string()),
});

export type StoredFields = v.InferOutput<typeof storedFieldsSchema>;
export type OutboxEntry = v.InferOutput<typeof outboxEntrySchema>;
export type OutboxStatus = OutboxEntry['status'];

export const outboxKey = (id: string) => `${OUTBOX_KEY_PREFIX}${id}`;

/** 1 s after the first failure, doubling, at most 30 s. */
export function retryDelay(attempts: number): number {
  return Math.min(1000 * 2 ** Math.max(attempts - 1, 0), MAX_RETRY_DELAY_MS);
}
