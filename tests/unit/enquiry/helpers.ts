import { vi } from 'vitest';
import {
  createOutbox,
  type EnquiryFields,
  type EnquiryPayload,
  kvRateLimitStore,
  memoryKeyValueStore,
} from '../../../src/features/enquiry/core';

export function validFields(overrides: Partial<EnquiryFields> = {}): EnquiryFields {
  return {
    firstName: 'Mary',
    lastName: 'Chan',
    email: 'mary.chan@example.com',
    phone: '+852 9123 4567',
    destination: 'Mount Sinai',
    budget: 'HK$30,000',
    message: 'We are a church group of twelve.',
    services: ['flight-booking', 'visa-assistance'],
    travellers: '',
    rooms: '',
    church: '',
    ...overrides,
  };
}

/** A reply the way fetch would give it. */
export function reply(status: number, body: unknown = { success: status < 400, message: `status ${status}` }) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** An outbox over memory, with a clock the test moves and a fetch the test scripts. */
export function outboxHarness(start = 1_700_000_000_000) {
  const clock = { now: start };
  const kv = memoryKeyValueStore();
  const errors: unknown[][] = [];
  const outbox = createOutbox({
    store: kv,
    rateLimit: kvRateLimitStore(kv),
    now: () => clock.now,
    lock: (_name, task) => task(),
    logError: (...args) => void errors.push(args),
  });
  const fetch = vi.fn<typeof globalThis.fetch>(async () => reply(200));
  // No jitter unless a test asks: each wait is then the full step of the sequence.
  const flush = (options: { since?: number; random?: () => number } = {}) =>
    outbox.flushOutbox({
      endpoint: 'http://relay.test/submit',
      accessKey: 'key-1',
      siteName: 'Pilgrim Journeys',
      fetch,
      random: () => 0,
      ...options,
    });
  const sentBodies = () => fetch.mock.calls.map(([, init]) => JSON.parse(String(init?.body)) as EnquiryPayload);
  return { clock, kv, errors, outbox, fetch, flush, sentBodies };
}
