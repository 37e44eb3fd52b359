import { type EnquiryFields, FIELD_LIMITS } from './fields';

/** What the form applies on every keystroke; trimming waits for submit so a typed space survives. */
export const stripAngleBrackets = (value: string) => value.replace(/[<>]/g, '');

/** Input-time cleaning from the spec: no angle brackets, trimmed, at most 1000 characters. */
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
  };
}
