// The form service: where enquiries go (build-time choice), the JSON it accepts, and one send with its outcome.
import { LANGUAGES, type Lang } from '../../../config/languages';
import type { EnquiryFields } from './fields';
import { personName } from './person-name';

const WEB3FORMS_ENDPOINT = 'https://api.web3forms.com/submit';
const LOCAL_RELAY_ENDPOINT = 'http://127.0.0.1:8787/submit';
export const LOCAL_RELAY_ACCESS_KEY = 'local-relay-key';

interface EndpointConfig {
  endpoint: string;
  accessKey: string;
}

/**
 * Where enquiries go. Nothing configured: the local relay (development and tests).
 * Only an access key: Web3Forms. An explicit endpoint always wins. Empty strings count as not set.
 */
export function resolveEndpoint({ endpoint, accessKey }: { endpoint?: string; accessKey?: string }): EndpointConfig {
  if (endpoint) return { endpoint, accessKey: accessKey || LOCAL_RELAY_ACCESS_KEY };
  if (accessKey) return { endpoint: WEB3FORMS_ENDPOINT, accessKey };
  return { endpoint: LOCAL_RELAY_ENDPOINT, accessKey: LOCAL_RELAY_ACCESS_KEY };
}

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
  travellers: string;
  rooms: string;
  church: string;
  subject: string;
  from_name: string;
  replyto: string;
  ref: string;
}

interface PayloadOptions {
  accessKey: string;
  siteName: string;
  ref: string;
  /** The page it was sent from: a Chinese page's enquirer gives the family name first, and is named so. */
  lang: Lang;
}

export function enquirySubject(ref?: string): string {
  const subject = 'New travel enquiry from the website';
  return ref ? `${subject} (ref ${ref})` : subject;
}

export function buildPayload(
  fields: EnquiryFields,
  { accessKey, siteName, ref, lang }: PayloadOptions,
): EnquiryPayload {
  return {
    access_key: accessKey,
    name: personName(fields, LANGUAGES[lang].familyNameFirst === true),
    email: fields.email,
    phone: fields.phone,
    destination: fields.destination,
    budget: fields.budget,
    message: fields.message,
    services: fields.services.join(', '),
    travellers: fields.travellers,
    rooms: fields.rooms,
    church: fields.church,
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

/** Long enough for a slow service: a send cut short while the service still works on it arrives twice. */
const SEND_TIMEOUT_MS = 30_000;
/** Browsers refuse keepalive for bodies over 64 KiB in flight; an enquiry is a few KB. */
const KEEPALIVE_MAX_BYTES = 60_000;

type SendOutcome =
  | { kind: 'delivered' }
  /** The service refused this enquiry; sending it again would not help. */
  | { kind: 'rejected'; message: string }
  /** Worth another try later (network, timeout, 5xx, 429). */
  | { kind: 'transient'; message: string; retryAfterMs?: number; status?: number };

export interface SendOptions {
  endpoint: string;
  fetch: typeof fetch;
  timeoutMs?: number;
}

export async function postEnquiry(payload: EnquiryPayload, options: SendOptions): Promise<SendOutcome> {
  // Called detached: a browser's fetch throws "Illegal invocation" when called as a method of another object.
  const { fetch: request } = options;
  const body = JSON.stringify(payload);
  let response: Response;
  try {
    response = await request(options.endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body,
      // The send goes on if the page closes mid-request, so its answer is less often lost (and the enquiry re-sent).
      keepalive: new TextEncoder().encode(body).length <= KEEPALIVE_MAX_BYTES,
      signal: AbortSignal.timeout(options.timeoutMs ?? SEND_TIMEOUT_MS),
    });
  } catch (error) {
    return { kind: 'transient', message: describeFailure(error) };
  }
  if (response.ok) return { kind: 'delivered' };
  const message = (await readServiceMessage(response)) ?? `HTTP ${response.status}`;
  if (!isTransientStatus(response.status)) return { kind: 'rejected', message };
  const retryAfterMs =
    parseRetryAfter(response.headers.get('Retry-After'), Date.now()) ??
    (response.status === 429 ? RATE_LIMITED_WAIT_MS : undefined);
  return { kind: 'transient', message, retryAfterMs, status: response.status };
}

/**
 * A 429 that does not say how long to wait: Web3Forms then blocks the sender for an hour, and every early retry
 * would count against it, so the next try waits at least this long (the enquiry stays saved meanwhile).
 */
export const RATE_LIMITED_WAIT_MS = 15 * 60_000;

/** 408 (request timeout) behaves like a network failure, so it is retried along with 429 and 5xx. */
function isTransientStatus(status: number): boolean {
  return status >= 500 || status === 429 || status === 408;
}

/** Web3Forms answers `{ success, message }`; its reference also shows the message nested under `body`. */
async function readServiceMessage(response: Response): Promise<string | undefined> {
  try {
    const body: unknown = await response.json();
    if (!isRecord(body)) return undefined;
    if (typeof body.message === 'string' && body.message) return body.message;
    const nested = isRecord(body.body) ? body.body.message : undefined;
    return typeof nested === 'string' && nested ? nested : undefined;
  } catch {
    return undefined;
  }
}

function parseRetryAfter(header: string | null, now: number): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(seconds * 1000, 0);
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(at - now, 0);
}

function describeFailure(error: unknown): string {
  if (isRecord(error) && error.name === 'TimeoutError') return 'The request timed out';
  return isRecord(error) && typeof error.message === 'string' ? error.message : String(error);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
