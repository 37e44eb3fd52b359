import type { EnquiryFields } from './fields';

/** The JSON body Web3Forms (and the local relay) accept. */
export interface EnquiryPayload {
  access_key: string;
  name: string;
  email: string;
  phone: string;
  destination: string;
  budget: string;
  message: string;
  services: string;
  subject: string;
  from_name: string;
  replyto: string;
  ref: string;
}

export interface PayloadOptions {
  accessKey: string;
  siteName: string;
  ref: string;
}

export function enquirySubject(ref: string): string {
  return `New travel enquiry from the website (ref ${ref})`;
}

export function buildPayload(fields: EnquiryFields, { accessKey, siteName, ref }: PayloadOptions): EnquiryPayload {
  return {
    access_key: accessKey,
    name: `${fields.firstName} ${fields.lastName}`,
    email: fields.email,
    phone: fields.phone,
    destination: fields.destination,
    budget: fields.budget,
    message: fields.message,
    services: fields.services.join(', '),
    subject: enquirySubject(ref),
    from_name: siteName,
    replyto: fields.email,
    ref,
  };
}

// No 0/O, 1/I/L: the visitor may read the code out on the phone.
const REF_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const REF_LENGTH = 6;
/** What the relay accepts from any Web3Forms-style sender. */
export const REF_PATTERN = /^[A-Z0-9-]{1,32}$/;
/** This site's own references, the only ones an outbox entry may carry. */
export const OWN_REF_PATTERN = new RegExp(`^PJ-[${REF_ALPHABET}]{${REF_LENGTH}}$`);

/** A short code shown to the visitor and put in the e-mail, e.g. `PJ-7K3Q9X`. */
export function newEnquiryRef(): string {
  let code = '';
  // Bytes at or above the largest multiple of the alphabet size are skipped so every letter is equally likely.
  const unbiasedLimit = 256 - (256 % REF_ALPHABET.length);
  while (code.length < REF_LENGTH) {
    for (const byte of crypto.getRandomValues(new Uint8Array(REF_LENGTH * 2))) {
      if (byte < unbiasedLimit && code.length < REF_LENGTH) code += REF_ALPHABET[byte % REF_ALPHABET.length];
    }
  }
  return `PJ-${code}`;
}
