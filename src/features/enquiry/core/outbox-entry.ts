import * as v from 'valibot';
import { LANGS } from '../../../config/routes';
import { FIELD_LIMITS } from './fields';
import { MESSAGE_IDS } from './messages';
import { OWN_REF_PATTERN } from './payload';

export const OUTBOX_KEY_PREFIX = 'outbox:';
export const CORRUPT_KEY_PREFIX = 'outbox-corrupt:';
const MAX_ATTEMPTS = 100_000;
const MAX_ERROR_LENGTH = 500;
/** 1 January 2020 to 2100 in ms: anything else in a time field is damage, not a date. */
const timestamp = v.pipe(v.number(), v.integer(), v.minValue(1_577_836_800_000), v.maxValue(4_102_444_800_000));

// The field rules are applied again just before sending; here only shape and size.
const storedText = v.pipe(v.string(), v.maxLength(FIELD_LIMITS.input));
export const storedFieldsSchema = v.object({
  firstName: storedText,
  lastName: storedText,
  email: storedText,
  phone: storedText,
  destination: storedText,
  budget: storedText,
  message: storedText,
  services: v.pipe(v.array(v.pipe(v.string(), v.maxLength(40))), v.maxLength(20)),
});

/** Why a failed entry is not sent: the service refused it (its words), or it does not pass our own rules. */
const failureSchema = v.variant('kind', [
  v.object({ kind: v.literal('refused'), message: v.pipe(v.string(), v.maxLength(MAX_ERROR_LENGTH)) }),
  v.object({ kind: v.literal('invalid'), reason: v.picklist(MESSAGE_IDS) }),
]);

export const entryParts = {
  id: v.pipe(v.string(), v.regex(/^[\w-]{1,64}$/)),
  // Empty only on a stand-in for an entry whose stored reference was damaged.
  ref: v.union([v.literal(''), v.pipe(v.string(), v.regex(OWN_REF_PATTERN))]),
  timestamp,
  lang: v.picklist(LANGS),
  fields: storedFieldsSchema,
};

export const outboxEntrySchema = v.object({
  v: v.literal(1),
  id: entryParts.id,
  ref: entryParts.ref,
  createdAt: timestamp,
  lang: entryParts.lang,
  fields: storedFieldsSchema,
  attempts: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(MAX_ATTEMPTS)),
  /** When the scheduler sends it by itself. */
  nextAttemptAt: timestamp,
  /** When it was last handed to fetch: a trigger sends again only what was not tried since it fired. */
  lastAttemptAt: v.optional(timestamp),
  /** The service's Retry-After: no trigger sends it before then. */
  notBefore: v.optional(timestamp),
  status: v.picklist(['queued', 'sending', 'failed']),
  /** The last transient failure, for the console; never shown to the visitor. */
  lastError: v.optional(v.pipe(v.string(), v.maxLength(MAX_ERROR_LENGTH))),
  failure: v.optional(failureSchema),
});

export type StoredFields = v.InferOutput<typeof storedFieldsSchema>;
export type OutboxEntry = v.InferOutput<typeof outboxEntrySchema>;
export type OutboxStatus = OutboxEntry['status'];
export type OutboxFailure = NonNullable<OutboxEntry['failure']>;

export const outboxKey = (id: string) => `${OUTBOX_KEY_PREFIX}${id}`;
export const clipError = (message: string) => message.slice(0, MAX_ERROR_LENGTH);

/** When the entry may go next, by the scheduler's clock and the service's wish alike. */
export const readyAt = (entry: OutboxEntry) => Math.max(entry.nextAttemptAt, entry.notBefore ?? 0);
