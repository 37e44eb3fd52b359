// Submit-time sanitising and validation, and the shape of an entry stored in the outbox.
import * as v from 'valibot';
import { LANGS } from '../../../config/languages';
import {
  type EnquiryFields,
  FIELD_LIMITS,
  MAX_TRAVELLERS,
  NAME_PATTERN,
  PHONE_PATTERN,
  SERVICE_IDS,
  stripAngleBrackets,
  TRAVELLERS_PATTERN,
  withHongKongCode,
} from './fields';

/** The message promises "at least 10 digits": spaces, hyphens, brackets and the plus do not count. */
const countDigits = (phone: string) => phone.replace(/\D/g, '').length;
/** Typed with its country code: a Hong Kong number typed without one has had +852 added by now. */
const hasCountryCode = (phone: string) => phone.startsWith('+');

export { NAME_PATTERN } from './fields';

import { OWN_REF_PATTERN } from './service';

/** Error ids the validation produces (the last: an outbox entry changed on the device); texts live in the locale files. */
export const ENQUIRY_ERROR_IDS = [
  'enquiry.error.firstName.required',
  'enquiry.error.firstName.tooLong',
  'enquiry.error.firstName.invalid',
  'enquiry.error.lastName.required',
  'enquiry.error.lastName.tooLong',
  'enquiry.error.lastName.invalid',
  'enquiry.error.email.required',
  'enquiry.error.email.invalid',
  'enquiry.error.email.tooLong',
  'enquiry.error.phone.required',
  'enquiry.error.phone.invalid',
  'enquiry.error.phone.tooShort',
  'enquiry.error.phone.notHongKong',
  'enquiry.error.phone.tooLong',
  'enquiry.error.destination.tooLong',
  'enquiry.error.budget.tooLong',
  'enquiry.error.message.tooLong',
  'enquiry.error.services.invalid',
  'enquiry.error.travellers.invalid',
  'enquiry.error.rooms.tooLong',
  'enquiry.error.church.tooLong',
  'enquiry.error.entry.damaged',
] as const;
type EnquiryErrorId = (typeof ENQUIRY_ERROR_IDS)[number];

function isEnquiryErrorId(value: unknown): value is EnquiryErrorId {
  return typeof value === 'string' && (ENQUIRY_ERROR_IDS as readonly string[]).includes(value);
}

/** Input-time cleaning: no angle brackets, trimmed, at most 1000 characters. */
export function sanitizeText(value: string): string {
  const cut = stripAngleBrackets(value).trim().slice(0, FIELD_LIMITS.input);
  // Never keep half of a surrogate pair (an emoji cut at the limit).
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
}

export function sanitizeFields(fields: EnquiryFields): EnquiryFields {
  return {
    firstName: sanitizeText(fields.firstName),
    lastName: sanitizeText(fields.lastName),
    email: sanitizeText(fields.email),
    phone: sanitizeText(fields.phone),
    destination: sanitizeText(fields.destination),
    budget: sanitizeText(fields.budget),
    message: sanitizeText(fields.message),
    services: [...fields.services],
    travellers: sanitizeText(fields.travellers),
    rooms: sanitizeText(fields.rooms),
    church: sanitizeText(fields.church),
  };
}

const filled = (message: EnquiryErrorId) => v.check((text: string) => text.trim() !== '', message);

function nameSchema(field: 'firstName' | 'lastName') {
  const id = (rule: 'required' | 'tooLong' | 'invalid') => `enquiry.error.${field}.${rule}` as const;
  return v.pipe(
    v.string(id('required')),
    filled(id('required')),
    v.maxLength(FIELD_LIMITS[field], id('tooLong')),
    v.regex(NAME_PATTERN, id('invalid')),
  );
}

export const emailSchema = v.pipe(
  v.string('enquiry.error.email.required'),
  filled('enquiry.error.email.required'),
  v.email('enquiry.error.email.invalid'),
  v.maxLength(FIELD_LIMITS.email, 'enquiry.error.email.tooLong'),
);

export const phoneSchema = v.pipe(
  v.string('enquiry.error.phone.required'),
  filled('enquiry.error.phone.required'),
  v.regex(PHONE_PATTERN, 'enquiry.error.phone.invalid'),
  v.transform(withHongKongCode),
  // Short and without a code: neither a Hong Kong number nor a full one, so the message names both ways in.
  v.check(
    (phone) => hasCountryCode(phone) || countDigits(phone) >= FIELD_LIMITS.phoneMin,
    'enquiry.error.phone.notHongKong',
  ),
  v.check((phone) => countDigits(phone) >= FIELD_LIMITS.phoneMin, 'enquiry.error.phone.tooShort'),
  v.maxLength(FIELD_LIMITS.phone, 'enquiry.error.phone.tooLong'),
);

const optionalText = (max: number, message: EnquiryErrorId) => v.pipe(v.string(message), v.maxLength(max, message));
export const destinationSchema = optionalText(FIELD_LIMITS.destination, 'enquiry.error.destination.tooLong');
export const budgetSchema = optionalText(FIELD_LIMITS.budget, 'enquiry.error.budget.tooLong');
export const messageSchema = optionalText(FIELD_LIMITS.message, 'enquiry.error.message.tooLong');
export const roomsSchema = optionalText(FIELD_LIMITS.rooms, 'enquiry.error.rooms.tooLong');
export const churchSchema = optionalText(FIELD_LIMITS.church, 'enquiry.error.church.tooLong');
export const travellersSchema = v.pipe(
  v.string('enquiry.error.travellers.invalid'),
  v.regex(TRAVELLERS_PATTERN, 'enquiry.error.travellers.invalid'),
  v.check((text) => text === '' || Number(text) <= MAX_TRAVELLERS, 'enquiry.error.travellers.invalid'),
);
const servicesSchema = v.array(
  v.picklist(SERVICE_IDS, 'enquiry.error.services.invalid'),
  'enquiry.error.services.invalid',
);

const enquirySchema = v.object({
  firstName: nameSchema('firstName'),
  lastName: nameSchema('lastName'),
  email: emailSchema,
  phone: phoneSchema,
  destination: destinationSchema,
  budget: budgetSchema,
  message: messageSchema,
  services: servicesSchema,
  travellers: travellersSchema,
  rooms: roomsSchema,
  church: churchSchema,
});

export type FieldErrors = Partial<Record<keyof EnquiryFields, EnquiryErrorId>>;
type ValidationResult = { ok: true; value: EnquiryFields } | { ok: false; errors: FieldErrors };

const FIELD_NAMES = Object.keys(enquirySchema.entries) as (keyof EnquiryFields)[];

/** The form's submit-time rules; gives the first failing rule of each field as a message id. */
export function validateEnquiry(fields: unknown): ValidationResult {
  const result = v.safeParse(enquirySchema, fields, { abortPipeEarly: true });
  if (result.success) return { ok: true, value: result.output };
  const errors: FieldErrors = {};
  for (const issue of result.issues) {
    const field = FIELD_NAMES.find((name) => name === issue.path?.[0]?.key);
    if (field && !errors[field] && isEnquiryErrorId(issue.message)) errors[field] = issue.message;
  }
  return { ok: false, errors };
}

export const OUTBOX_KEY_PREFIX = 'outbox:';
export const CORRUPT_KEY_PREFIX = 'outbox-corrupt:';
const MAX_ATTEMPTS = 100_000;
const MAX_ERROR_LENGTH = 500;
/** 1 January 2020 to 2100 in ms: anything else in a time field is damage, not a date. */
const timestamp = v.pipe(v.number(), v.integer(), v.minValue(1_577_836_800_000), v.maxValue(4_102_444_800_000));

// The field rules are applied again just before sending; here only shape and size.
const storedText = v.pipe(v.string(), v.maxLength(FIELD_LIMITS.input));
const storedFieldsSchema = v.object({
  firstName: storedText,
  lastName: storedText,
  email: storedText,
  phone: storedText,
  destination: storedText,
  budget: storedText,
  message: storedText,
  services: v.pipe(v.array(v.pipe(v.string(), v.maxLength(40))), v.maxLength(20)),
  // Added later: an entry saved before them has none, and is sent with them empty.
  travellers: v.optional(storedText, ''),
  rooms: v.optional(storedText, ''),
  church: v.optional(storedText, ''),
});

/** Why a failed entry is not sent: the service refused it (its words), or it does not pass our own rules. */
const failureSchema = v.variant('kind', [
  v.object({ kind: v.literal('refused'), message: v.pipe(v.string(), v.maxLength(MAX_ERROR_LENGTH)) }),
  v.object({ kind: v.literal('invalid'), reason: v.picklist(ENQUIRY_ERROR_IDS) }),
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
  /** While 'sending': its sender's claim runs until then (the request's time limit and a margin). */
  sendingUntil: v.optional(timestamp),
  /** The last transient failure, for the console; never shown to the visitor. */
  lastError: v.optional(v.pipe(v.string(), v.maxLength(MAX_ERROR_LENGTH))),
  failure: v.optional(failureSchema),
});

export type OutboxEntry = v.InferOutput<typeof outboxEntrySchema>;
export type OutboxFailure = NonNullable<OutboxEntry['failure']>;

export const outboxKey = (id: string) => `${OUTBOX_KEY_PREFIX}${id}`;
export const clipError = (message: string) => message.slice(0, MAX_ERROR_LENGTH);

/** How long a sender's claim on an entry lasts: longer than any request it makes (see SEND_TIMEOUT_MS). */
export const SENDING_CLAIM_MS = 40_000;

/** When a claim on an entry in 'sending' ends: then its request has surely ended, answered or not. */
export const claimEndsAt = (entry: OutboxEntry) =>
  entry.sendingUntil ?? (entry.lastAttemptAt ?? entry.createdAt) + SENDING_CLAIM_MS;

/** When the entry may go next, by the scheduler's clock, the service's wish and any sender's claim alike. */
export const readyAt = (entry: OutboxEntry) =>
  Math.max(entry.nextAttemptAt, entry.notBefore ?? 0, entry.status === 'sending' ? claimEndsAt(entry) : 0);
