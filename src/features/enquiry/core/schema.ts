import * as v from 'valibot';
import { type EnquiryFields, FIELD_LIMITS, SERVICE_IDS } from './fields';
import { isMessageId, type MessageId } from './messages';

/** Latin letters, Chinese characters, spaces, hyphens and apostrophes (the typographic one is what phones type). */
export const NAME_PATTERN = /^[a-zA-Z\p{Script=Han} '’-]+$/u;
export const PHONE_PATTERN = /^\+?[\d\s\-()]+$/;

const filled = (message: MessageId) => v.check((text: string) => text.trim() !== '', message);

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
  v.minLength(FIELD_LIMITS.phoneMin, 'enquiry.error.phone.tooShort'),
  v.maxLength(FIELD_LIMITS.phone, 'enquiry.error.phone.tooLong'),
);

const optionalText = (max: number, message: MessageId) => v.pipe(v.string(message), v.maxLength(max, message));
export const destinationSchema = optionalText(FIELD_LIMITS.destination, 'enquiry.error.destination.tooLong');
export const budgetSchema = optionalText(FIELD_LIMITS.budget, 'enquiry.error.budget.tooLong');
export const messageSchema = optionalText(FIELD_LIMITS.message, 'enquiry.error.message.tooLong');
export const servicesSchema = v.array(
  v.picklist(SERVICE_IDS, 'enquiry.error.services.invalid'),
  'enquiry.error.services.invalid',
);

export const enquirySchema = v.object({
  firstName: nameSchema('firstName'),
  lastName: nameSchema('lastName'),
  email: emailSchema,
  phone: phoneSchema,
  destination: destinationSchema,
  budget: budgetSchema,
  message: messageSchema,
  services: servicesSchema,
});

export type FieldErrors = Partial<Record<keyof EnquiryFields, MessageId>>;
export type ValidationResult = { ok: true; value: EnquiryFields } | { ok: false; errors: FieldErrors };

const FIELD_NAMES = Object.keys(enquirySchema.entries) as (keyof EnquiryFields)[];

/** Submit-time rules of the spec; gives the first failing rule of each field as a message id. */
export function validateEnquiry(fields: unknown): ValidationResult {
  const result = v.safeParse(enquirySchema, fields, { abortPipeEarly: true });
  if (result.success) return { ok: true, value: result.output };
  const errors: FieldErrors = {};
  for (const issue of result.issues) {
    const field = FIELD_NAMES.find((name) => name === issue.path?.[0]?.key);
    if (field && !errors[field] && isMessageId(issue.message)) errors[field] = issue.message;
  }
  return { ok: false, errors };
}
