export const SERVICE_IDS = [
  'flight-booking',
  'accommodation-booking',
  'visa-assistance',
  'travel-insurance',
  'group-tours',
  'custom-itineraries',
  'airport-transfers',
  'local-transportation',
  'guided-tours',
  'special-assistance',
] as const;
export type ServiceId = (typeof SERVICE_IDS)[number];

export interface EnquiryFields {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  destination: string;
  budget: string;
  message: string;
  services: ServiceId[];
}
export type TextFieldName = Exclude<keyof EnquiryFields, 'services'>;

/** Largest accepted length per field (inclusive); `phoneMin` is the smallest. `input` caps any typed value. */
export const FIELD_LIMITS = {
  firstName: 50,
  lastName: 50,
  email: 254,
  phone: 20,
  phoneMin: 10,
  destination: 100,
  budget: 50,
  message: 1000,
  input: 1000,
} as const;

export function emptyFields(): EnquiryFields {
  return { firstName: '', lastName: '', email: '', phone: '', destination: '', budget: '', message: '', services: [] };
}

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
