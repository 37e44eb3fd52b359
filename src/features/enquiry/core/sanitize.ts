import { type EnquiryFields, FIELD_LIMITS } from './fields';

/** Input-time cleaning from the spec: no angle brackets, trimmed, at most 1000 characters. */
export function sanitizeText(value: string): string {
  const cut = value.replace(/[<>]/g, '').trim().slice(0, FIELD_LIMITS.input);
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
  };
}
