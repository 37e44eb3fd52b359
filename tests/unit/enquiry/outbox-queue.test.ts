// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createOutbox, emptyFields, kvRateLimitStore, type LockRunner } from '../../../src/features/enquiry/core';
import { outboxHarness, reply, validFields } from './helpers';

describe('outbox queue', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('saves a versioned, sanitised entry under outbox:<id> before returning it', async () => {
    const { outbox, kv, clock } = outboxHarness();
    const entry = await outbox.enqueue(validFields({ message: ' <b>Hello</b> ' }), 'cn');
    expect(entry).toEqual({
      v: 1,
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      ref: expect.stringMatching(/^PJ-[A-Z0-9]{6}$/),
      createdAt: clock.now,
      lang: 'cn',
      fields: validFields({ message: 'bHello/b' }),
      attempts: 0,
      nextAttemptAt: clock.now,
      status: 'queued',
    });
    expect(await kv.get(`outbox:${entry.id}`)).toEqual(entry);
  });

  it('sends an enquiry saved before the party fields existed, with them empty', async () => {
    const { outbox, kv, flush, sentBodies } = outboxHarness();
    const entry = await outbox.enqueue(validFields(), 'hk');
    const { travellers, rooms, church, ...olderFields } = entry.fields;
    await kv.set(`outbox:${entry.id}`, { ...entry, fields: olderFields });
    expect((await flush()).delivered).toHaveLength(1);
    expect(sentBodies()[0]).toMatchObject({ ref: entry.ref, travellers: '', rooms: '', church: '' });
  });

  it('sends oldest first and stops at the first transient failure so nothing overtakes', async () => {
    const { outbox, fetch, flush, clock, sentBodies } = outboxHarness();
    const refs = [];
    for (let i = 0; i < 3; i++) {
      refs.push((await outbox.enqueue(validFields(), 'en')).ref);
      clock.now += 10;
    }
    fetch.mockResolvedValueOnce(reply(200)).mockResolvedValueOnce(reply(500));
    const result = await flush();
    expect(sentBodies().map((body) => body.ref)).toEqual(refs.slice(0, 2));
    expect(result).toMatchObject({ pending: 2, nextAttemptAt: clock.now + 1000 });
    clock.now += 1000;
    await flush();
    expect(sentBodies().map((body) => body.ref)).toEqual([...refs.slice(0, 2), ...refs.slice(1)]);
  });

  it('sends an entry left in "sending" by a sender that died only once its claim has run out, and then once', async () => {
    const { outbox, kv, flush, fetch, clock, sentBodies } = outboxHarness();
    const entry = await outbox.enqueue(validFields(), 'en');
    const claimEnds = clock.now + 40_000; // the request that sender made has surely ended by then
    await kv.set(`outbox:${entry.id}`, {
      ...entry,
      status: 'sending',
      lastAttemptAt: clock.now,
      sendingUntil: claimEnds,
    });
    clock.now += 5;
    // Not even a trigger that fired a moment ago sends it while that request may still be on its way.
    expect(await flush({ since: clock.now })).toMatchObject({ delivered: [], pending: 1, nextAttemptAt: claimEnds });
    expect(fetch).not.toHaveBeenCalled();
    clock.now = claimEnds;
    expect((await flush()).delivered).toHaveLength(1);
    expect((await flush({ since: clock.now })).delivered).toHaveLength(0);
    expect(sentBodies().map((body) => body.ref)).toEqual([entry.ref]);
  });

  it('never lets two senders without a shared lock send one enquiry at once (two tabs, a tab and the worker)', async () => {
    const { kv } = outboxHarness();
    let answer = () => {};
    const fetch = vi.fn<typeof globalThis.fetch>(() => new Promise((resolve) => (answer = () => resolve(reply(200)))));
    const unguarded: LockRunner = (_name, task) => task();
    const [page, worker] = [0, 1].map(() =>
      createOutbox({ store: kv, rateLimit: kvRateLimitStore(kv), lock: unguarded }),
    );
    await page?.enqueue(validFields(), 'en');
    const options = { endpoint: 'http://relay.test/submit', accessKey: 'k', siteName: 's', fetch };
    const fromPage = page?.flushOutbox(options);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    const fromWorker = await worker?.flushOutbox({ ...options, since: Date.now() });
    expect(fromWorker).toMatchObject({ delivered: [], pending: 1 });
    // A second trigger in the worker (a sync event after its start-up) finds it still taken.
    const again = await worker?.flushOutbox({ ...options, since: Date.now() + 1000 });
    expect(again).toMatchObject({ delivered: [], pending: 1 });
    answer();
    expect((await fromPage)?.delivered).toHaveLength(1);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  const damaged = { status: 'failed', failure: { kind: 'invalid', reason: 'enquiry.error.entry.damaged' } };

  it('keeps a damaged value aside, shows a failed stand-in in its place, logs it, and still sends the rest', async () => {
    const { outbox, kv, flush, errors, fetch, sentBodies } = outboxHarness();
    await kv.set('outbox:broken', { v: 1, id: 'broken', fields: 'garbage', lang: 'en' });
    await kv.set('outbox:v2', { v: 2 });
    await kv.set('outbox:bad key!', 'junk');
    const good = await outbox.enqueue(validFields(), 'en');
    expect(await outbox.listEntries()).toEqual([
      {
        ...damaged,
        v: 1,
        id: 'broken',
        ref: '',
        createdAt: good.createdAt,
        lang: 'en',
        fields: emptyFields(),
        attempts: 0,
        nextAttemptAt: good.createdAt,
      },
      expect.objectContaining({ ...damaged, id: 'v2', lang: 'hk' }),
      good,
    ]);
    expect(await kv.get('outbox-corrupt:broken')).toEqual({ v: 1, id: 'broken', fields: 'garbage', lang: 'en' });
    expect(await kv.get('outbox-corrupt:v2')).toEqual({ v: 2 });
    expect(await kv.get('outbox:bad key!')).toBeUndefined();
    expect(errors).toHaveLength(3);
    expect((await flush()).delivered).toEqual([good]);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(sentBodies()[0]?.ref).toBe(good.ref);
  });

  it.each([
    ['a reference with a line break and markup', { ref: 'PJ-ABC\r\nBcc: x@evil.example <b>' }],
    ['a 5,000-character reference', { ref: `PJ-${'A'.repeat(5000)}` }],
    ['a reference in another format', { ref: 'XX-123456' }],
    ['an unknown language', { lang: 'fr' }],
    ['a negative attempt count', { attempts: -1 }],
    ['a time far outside any real date', { nextAttemptAt: 1e15 }],
    ['a field too long to be typed', { fields: validFields({ message: 'x'.repeat(5000) }) }],
  ])('never sends an entry with %s, and keeps what is valid of it visible', async (_case, change) => {
    const { outbox, kv, flush, fetch } = outboxHarness();
    const entry = await outbox.enqueue(validFields(), 'en');
    await kv.set(`outbox:${entry.id}`, { ...entry, ...change });
    expect(await flush()).toMatchObject({ delivered: [], pending: 0 });
    expect(fetch).not.toHaveBeenCalled();
    const [shown] = await outbox.listEntries();
    expect(shown).toMatchObject({ ...damaged, id: entry.id });
    expect(shown?.ref).toBe('ref' in change ? '' : entry.ref);
    // Retrying it cannot get it past the same check.
    await outbox.retry(entry.id);
    await flush();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('treats an entry stored under another id as damaged', async () => {
    const { outbox, kv } = outboxHarness();
    const entry = await outbox.enqueue(validFields(), 'en');
    await kv.set('outbox:other', entry);
    expect(await outbox.listEntries()).toEqual([entry, expect.objectContaining({ ...damaged, id: 'other' })]);
    expect(await kv.get('outbox-corrupt:other')).toEqual(entry);
  });

  it('retry puts a failed entry back as new; other entries are left alone', async () => {
    const { outbox, fetch, flush, clock } = outboxHarness();
    const entry = await outbox.enqueue(validFields(), 'en');
    expect(await outbox.retry(entry.id)).toBeUndefined();
    fetch.mockResolvedValueOnce(reply(400, { success: false, message: 'Spam suspected' }));
    await flush();
    clock.now += 5000;
    const requeued = await outbox.retry(entry.id);
    expect(requeued).toMatchObject({ status: 'queued', attempts: 0, nextAttemptAt: clock.now, failure: undefined });
    expect((await flush()).delivered).toHaveLength(1);
    expect(await outbox.retry('missing')).toBeUndefined();
  });

  it('discard removes an entry', async () => {
    const { outbox } = outboxHarness();
    const keep = await outbox.enqueue(validFields(), 'en');
    const drop = await outbox.enqueue(validFields(), 'hk');
    await outbox.discard(drop.id);
    expect(await outbox.listEntries()).toEqual([keep]);
  });

  it('lets one sender at a time work under the "enquiry-outbox" lock: no enquiry is sent twice', async () => {
    const { kv, fetch } = outboxHarness();
    const names: string[] = [];
    let tail = Promise.resolve();
    const mutex: LockRunner = (name, task) => {
      names.push(name);
      const run = tail.then(task);
      tail = run.then(
        () => undefined,
        () => undefined,
      );
      return run;
    };
    const outbox = createOutbox({ store: kv, rateLimit: kvRateLimitStore(kv), lock: mutex });
    await outbox.enqueue(validFields(), 'en');
    await outbox.enqueue(validFields(), 'en');
    const options = { endpoint: 'http://relay.test/submit', accessKey: 'k', siteName: 's', fetch };
    const results = await Promise.all([outbox.flushOutbox(options), outbox.flushOutbox(options)]);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(results.map((result) => result.delivered.length)).toEqual([2, 0]);
    expect(names).toEqual(['enquiry-outbox', 'enquiry-outbox']);
  });

  it('uses the platform Web Lock when none is injected', async () => {
    const { kv, fetch } = outboxHarness();
    const request = vi.fn((_name: string, task: () => Promise<unknown>) => task());
    vi.stubGlobal('navigator', { locks: { request } });
    const outbox = createOutbox({ store: kv, rateLimit: kvRateLimitStore(kv) });
    await outbox.enqueue(validFields(), 'en');
    await outbox.flushOutbox({ endpoint: 'http://relay.test/submit', accessKey: 'k', siteName: 's', fetch });
    expect(request).toHaveBeenCalledWith('enquiry-outbox', expect.any(Function));
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
