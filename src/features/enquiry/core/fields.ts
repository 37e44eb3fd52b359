// The enquiry's fields and limits, and the keystroke filter: all the form's first JS needs (no valibot).
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
  /** How many travel: a tour booking's travellers, or a church group's size (digits; optional). */
  travellers: string;
  /** The rooms wanted, e.g. "2 twin, 1 single" (optional). */
  rooms: string;
  /** The church or fellowship the traveller or group comes from (optional). */
  church: string;
}
export type TextFieldName = Exclude<keyof EnquiryFields, 'services'>;

/** Longest accepted length per field (inclusive); `phoneMin`: the fewest digits in a phone number; `input` caps any value. */
export const FIELD_LIMITS = {
  firstName: 50,
  lastName: 50,
  email: 254,
  phone: 20,
  phoneMin: 10,
  destination: 100,
  budget: 50,
  message: 1000,
  travellers: 3,
  rooms: 100,
  church: 100,
  input: 1000,
} as const;

export function emptyFields(): EnquiryFields {
  return {
    firstName: '',
    lastName: '',
    email: '',
    phone: '',
    destination: '',
    budget: '',
    message: '',
    services: [],
    travellers: '',
    rooms: '',
    church: '',
  };
}

/**
 * Latin letters with their accents (Zoë, Brontë, typed whole or as a letter plus a combining mark), Chinese
 * characters, spaces, hyphens and apostrophes (the typographic one is what phones type).
 * Written so it also compiles as an HTML `pattern` (the `v` flag, where a hyphen in a class must be escaped).
 */
export const NAME_PATTERN = /^[\p{Script=Latin}\p{Script=Han}\p{M}\- '’]+$/u;
/** An optional leading plus, then digits, spaces, hyphens and parentheses (escaped for the `v` flag too). */
// biome-ignore lint/complexity/noUselessEscapeInRegex: the HTML pattern attribute compiles it with the `v` flag
export const PHONE_PATTERN = /^\+?[\d\s\-\(\)]+$/;

/** A Hong Kong number as people here write it: eight digits, no country code (mobiles and landlines start 2–9). */
const LOCAL_HONG_KONG_NUMBER = /^[2-9]\d{7}$/;
/** Digits a phone field may hold when typed as a Hong Kong number (the form's own minimum before +852 is added). */
export const LOCAL_PHONE_DIGITS = 8;
export const HONG_KONG_CODE = '+852';
/** The numbers the phone hint and messages name, so each text shows the rule the check applies. */
export const PHONE_RULE_VALUES = { digits: LOCAL_PHONE_DIGITS, code: HONG_KONG_CODE, min: FIELD_LIMITS.phoneMin };

/** "9123 4567" → "+852 9123 4567": the agency calls Hong Kong numbers; any other number is kept as typed. */
export function withHongKongCode(phone: string): string {
  const digits = phone.replace(/[\s-]/g, '');
  return LOCAL_HONG_KONG_NUMBER.test(digits) ? `${HONG_KONG_CODE} ${digits.slice(0, 4)} ${digits.slice(4)}` : phone;
}

/** A number of travellers: empty (not given) or a whole number from 1, without leading zeros. */
export const TRAVELLERS_PATTERN = /^(?:[1-9]\d*)?$/;
export const MAX_TRAVELLERS = 999;

/** A pattern as an HTML `pattern` attribute, which always matches the whole value. */
export const htmlPattern = (pattern: RegExp) => pattern.source.replace(/^\^|\$$/g, '');

/** What the form applies on every keystroke; trimming waits for submit so a typed space survives. */
export const stripAngleBrackets = (value: string) => value.replace(/[<>]/g, '');
