// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { buildPayload } from '../../../src/features/enquiry/core';
import { outboxHarness, reply, validFields } from './helpers';

describe('outbox delivery', () => {
  it('posts the Web3Forms JSON and removes the entry once the service answers ok', async () => {
    const { outbox, fetch, flush, kv } = outboxHarness();
    const entry = await outbox.enqueue(validFields(), 'en');
    const result = await flush();
    expect(result).toEqual({ delivered: [entry], failed: [], retrying: [], pending: 0, nextAttemptAt: undefined });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('http://relay.test/submit');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
    expect(init?.signal).toBeInstanceOf(AbortSignal);
    const expected = buildPayload(validFields(), {
      accessKey: 'key-1',
      siteName: 'Pilgrim Journeys',
      ref: entry.ref,
      lang: 'en',
    });
    expect(JSON.parse(String(init?.body))).toEqual(expected);
    expect(await kv.entries()).toEqual([['contact-form-rate-limit', [entry.createdAt]]]);
  });

  it.each([
    ['a 500', async () => reply(500)],
    ['a 503 without a body', async () => new Response('', { status: 503 })],
    ['a network error', async () => Promise.reject(new TypeError('Failed to fetch'))],
    ['a timeout', async () => Promise.reject(new DOMException('signal timed out', 'TimeoutError'))],
  ])('keeps the entry after %s and backs off 1 s, 2 s, 4 s … up to 30 s', async (_case, failure) => {
    const { outbox, fetch, flush, clock } = outboxHarness();
    const entry = await outbox.enqueue(validFields(), 'hk');
    fetch.mockImplementation(failure);
    const delays = [];
    for (let attempt = 1; attempt <= 7; attempt++) {
      const result = await flush();
      const [kept] = await outbox.listEntries();
      expect(kept).toMatchObject({ id: entry.id, status: 'queued', attempts: attempt });
      expect(kept?.lastError).toBeTruthy();
      expect(result).toMatchObject({ delivered: [], failed: [], pending: 1, nextAttemptAt: kept?.nextAttemptAt });
      delays.push((kept?.nextAttemptAt ?? 0) - clock.now);
      clock.now += 1;
      await flush(); // not due yet: nothing is sent
      clock.now = kept?.nextAttemptAt ?? 0;
    }
    expect(delays).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
    expect(fetch).toHaveBeenCalledTimes(7);
    fetch.mockImplementation(async () => reply(200));
    expect((await flush()).delivered).toHaveLength(1);
    expect(await outbox.listEntries()).toEqual([]);
  });

  it.each([
    ['a 500', async () => reply(500), 500],
    ['a network error', async () => Promise.reject(new TypeError('Failed to fetch')), undefined],
  ])('tells the caller whether the service answered when %s keeps the entry', async (_case, failure, status) => {
    const { outbox, fetch, flush } = outboxHarness();
    const entry = await outbox.enqueue(validFields(), 'en');
    fetch.mockImplementation(failure);
    const { retrying } = await flush();
    expect(retrying).toEqual([{ entry, status, message: expect.any(String) }]);
  });

  it('a trigger sends a backed-off entry at once, but not one another sender tried after the trigger fired', async () => {
    const { outbox, fetch, flush, clock } = outboxHarness();
    await outbox.enqueue(validFields(), 'en');
    fetch.mockResolvedValueOnce(reply(500));
    await flush();
    clock.now += 10;
    expect((await flush({ since: clock.now - 20 })).delivered).toHaveLength(0);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect((await flush({ since: clock.now })).delivered).toHaveLength(1);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('waits as long as a Retry-After header asks, and no trigger sends before then', async () => {
    const { outbox, fetch, flush, clock } = outboxHarness();
    await outbox.enqueue(validFields(), 'en');
    fetch.mockResolvedValueOnce(new Response('{}', { status: 429, headers: { 'Retry-After': '120' } }));
    const start = clock.now;
    expect((await flush()).nextAttemptAt).toBe(start + 120_000);
    clock.now = start + 119_999;
    await flush({ since: clock.now });
    expect(fetch).toHaveBeenCalledTimes(1);
    clock.now = start + 120_000;
    expect((await flush()).delivered).toHaveLength(1);
  });

  it('after a 429 that names no wait (Web3Forms then blocks for an hour), waits 15 minutes, whatever triggers fire', async () => {
    const { outbox, fetch, flush, clock } = outboxHarness();
    await outbox.enqueue(validFields(), 'en');
    fetch.mockResolvedValueOnce(new Response('{}', { status: 429 }));
    const start = clock.now;
    expect((await flush()).nextAttemptAt).toBe(start + 15 * 60_000);
    clock.now = start + 15 * 60_000 - 1;
    await flush({ since: clock.now });
    expect(fetch).toHaveBeenCalledTimes(1);
    clock.now = start + 15 * 60_000;
    expect((await flush()).delivered).toHaveLength(1);
  });

  it('honours a huge Retry-After (35 days) for 30 minutes only', async () => {
    const { outbox, fetch, flush, clock } = outboxHarness();
    await outbox.enqueue(validFields(), 'en');
    fetch.mockResolvedValueOnce(new Response('{}', { status: 429, headers: { 'Retry-After': '3000000' } }));
    expect((await flush()).nextAttemptAt).toBe(clock.now + 30 * 60_000);
  });

  it.each([
    [{ success: false, message: 'Invalid access key' }, 'Invalid access key'],
    [{ success: false, body: { message: 'Email is blocked' } }, 'Email is blocked'],
    ['not json', 'HTTP 400'],
  ])('marks the entry failed with the service message on a 400 (%j) and never retries it', async (body, message) => {
    const { outbox, fetch, flush, clock } = outboxHarness();
    const entry = await outbox.enqueue(validFields(), 'en');
    fetch.mockResolvedValueOnce(typeof body === 'string' ? new Response(body, { status: 400 }) : reply(400, body));
    const result = await flush();
    const failed = {
      ...entry,
      status: 'failed',
      lastAttemptAt: entry.createdAt,
      failure: { kind: 'refused', message },
    };
    expect(result).toEqual({ delivered: [], failed: [failed], retrying: [], pending: 0, nextAttemptAt: undefined });
    clock.now += 3_600_000;
    await flush();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(await outbox.listEntries()).toEqual([failed]);
  });

  it('never sends an entry that fails validation, and still sends the others', async () => {
    const { outbox, fetch, flush, kv, clock, sentBodies } = outboxHarness();
    const bad = await outbox.enqueue(validFields({ email: 'not-an-email' }), 'en');
    clock.now += 1;
    const good = await outbox.enqueue(validFields({ firstName: 'John' }), 'en');
    const result = await flush();
    expect(result.failed).toEqual([
      { ...bad, status: 'failed', failure: { kind: 'invalid', reason: 'enquiry.error.email.invalid' } },
    ]);
    expect(result.delivered).toEqual([good]);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(sentBodies()[0]?.ref).toBe(good.ref);
    expect(await kv.get('contact-form-rate-limit')).toHaveLength(1);
  });

  it('holds the 4th enquiry in 5 minutes until the rate-limit window allows it', async () => {
    const { outbox, fetch, flush, clock } = outboxHarness();
    const start = clock.now;
    const entries = [];
    for (let i = 0; i < 4; i++) entries.push(await outbox.enqueue(validFields(), 'en'));
    const first = await flush();
    expect(first.delivered).toHaveLength(3);
    expect(first).toMatchObject({ pending: 1, nextAttemptAt: start + 300_000 });
    expect(await outbox.listEntries()).toEqual([{ ...entries[3], nextAttemptAt: start + 300_000 }]);
    clock.now = start + 299_999;
    await flush();
    expect(fetch).toHaveBeenCalledTimes(3);
    clock.now = start + 300_000;
    expect((await flush()).delivered.map((entry) => entry.id)).toEqual([entries[3]?.id]);
  });

  it('gives the slot back whenever the service fails, so only enquiries it took count against the limit', async () => {
    const { outbox, fetch, flush, clock, kv } = outboxHarness();
    await outbox.enqueue(validFields(), 'en');
    fetch.mockImplementation(async () => reply(503));
    for (let i = 0; i < 5; i++) {
      await flush();
      clock.now = (await outbox.listEntries())[0]?.nextAttemptAt ?? 0;
    }
    expect(fetch).toHaveBeenCalledTimes(5);
    expect(await kv.get('contact-form-rate-limit')).toEqual([]);
    fetch.mockImplementation(async () => reply(200));
    await flush();
    expect(await kv.get('contact-form-rate-limit')).toEqual([clock.now]);
  });

  it('holds the limit for an old failed enquiry and four newer ones: at most 3 sent in the window', async () => {
    const { outbox, fetch, flush, clock } = outboxHarness();
    const start = clock.now;
    await outbox.enqueue(validFields(), 'en');
    fetch.mockRejectedValue(new TypeError('Failed to fetch'));
    await flush();
    clock.now = start + 6 * 60_000; // more than a window later, still offline
    for (let i = 0; i < 4; i++) await outbox.enqueue(validFields(), 'en');
    await flush({ since: clock.now });
    const offlineSends = fetch.mock.calls.length;
    fetch.mockImplementation(async () => reply(200));
    clock.now += 1000;
    const back = await flush({ since: clock.now });
    expect(back.delivered).toHaveLength(3);
    expect(back).toMatchObject({ pending: 2, nextAttemptAt: clock.now + 300_000 });
    clock.now += 299_999;
    expect((await flush({ since: clock.now })).delivered).toEqual([]);
    expect(fetch.mock.calls.length - offlineSends).toBe(3);
  });
});
