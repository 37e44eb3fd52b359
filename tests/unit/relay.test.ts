// @vitest-environment node
import { readdir, readFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { join } from 'node:path';
import addressparser from 'nodemailer/lib/addressparser';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createOutbox, kvRateLimitStore, memoryKeyValueStore } from '../../src/features/enquiry/core';
import { PHONE_RULE_VALUES } from '../../src/features/enquiry/core/fields';
import { validFields } from './enquiry/helpers';
import { payload, type Relay, startRelay, stopRelay } from './relay-helpers';

describe('local relay', () => {
  let relay: Relay;
  const post = (path: string, body: unknown) =>
    fetch(`${relay.url}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  const emlFiles = async () => (await readdir(relay.dir)).filter((name) => name.endsWith('.eml'));
  /** The head of the one e-mail written for `ref`, with folded lines joined. */
  const emlHead = async (ref: string) => {
    const [name] = (await emlFiles()).filter((file) => file.endsWith(`-${ref}.eml`));
    const eml = await readFile(join(relay.dir, name ?? ''), 'utf8');
    return eml.slice(0, eml.indexOf('\r\n\r\n')).replace(/\r\n[ \t]+/g, ' ');
  };
  const header = (head: string, name: string) =>
    head.split('\r\n').filter((line) => line.toLowerCase().startsWith(`${name.toLowerCase()}:`));

  beforeAll(async () => {
    relay = await startRelay({ RELAY_TEST_CONTROLS: '1' });
  }, 30_000);
  afterAll(() => stopRelay(relay));
  beforeEach(async () => {
    await post('/__reset', {});
  });

  it('answers the health check', async () => {
    const response = await fetch(`${relay.url}/health`);
    expect(await response.json()).toEqual({ ok: true });
  });

  it('answers the CORS preflight', async () => {
    const response = await fetch(`${relay.url}/submit`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:4173', 'Access-Control-Request-Method': 'POST' },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe('*');
    expect(response.headers.get('Access-Control-Allow-Methods')).toContain('POST');
  });

  it('writes a valid enquiry as the e-mail the agency would receive', async () => {
    const before = await emlFiles();
    const response = await post('/submit', payload('PJ-WRITE1', { travellers: '24', church: 'Grace Church' }));
    expect(response.status).toBe(200);
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe('*');
    expect(await response.json()).toEqual({ success: true, message: 'Email sent successfully!' });
    const written = (await emlFiles()).filter((name) => !before.includes(name));
    expect(written).toEqual([expect.stringMatching(/^\d{4}-\d{2}-\d{2}T[\d-]+Z-PJ-WRITE1\.eml$/)]);
    const eml = await readFile(join(relay.dir, written[0] ?? ''), 'utf8');
    const split = eml.indexOf('\r\n\r\n');
    const [head, body] = [eml.slice(0, split), eml.slice(split + 4)];
    expect(head).toContain('From: Pilgrim Journeys <no-reply@localhost>');
    expect(head).toContain('Reply-To: Mary Chan <mary.chan@example.com>');
    expect(head).toContain('Subject: New travel enquiry from the website (ref PJ-WRITE1)');
    expect(head).toMatch(/^Date: \w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} \+0000$/m);
    expect(head).toContain('Content-Type: text/plain; charset=utf-8');
    for (const line of [
      'Name:        Mary Chan',
      'Email:       mary.chan@example.com',
      'Phone:       +852 9123 4567',
    ]) {
      expect(body).toContain(line);
    }
    expect(body).toContain('Destination: Mount Sinai');
    expect(body).toContain('Budget:      HK$30,000');
    expect(body).toContain('Services:    flight-booking, visa-assistance');
    expect(body).toContain('Travellers:  24');
    expect(body).toContain('Church:      Grace Church');
    expect(body).toContain('We are a church group of twelve.');
  });

  it('answers a repeated ref with success but writes it only once', async () => {
    await post('/submit', payload('PJ-TWICE1'));
    const again = await post('/submit', payload('PJ-TWICE1'));
    expect(again.status).toBe(200);
    expect((await again.json()).success).toBe(true);
    expect((await emlFiles()).filter((name) => name.endsWith('-PJ-TWICE1.eml'))).toHaveLength(1);
    const received = await (await fetch(`${relay.url}/__received`)).json();
    expect(received.map((entry: { ref: string; duplicate: boolean }) => [entry.ref, entry.duplicate])).toEqual([
      ['PJ-TWICE1', false],
      ['PJ-TWICE1', true],
    ]);
  });

  it('refuses a wrong access key with 401', async () => {
    const response = await post('/submit', payload('PJ-BADKEY', { access_key: 'guess' }));
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ success: false, message: 'Invalid access key' });
  });

  it('refuses invalid input with 400 and a readable message, writing nothing', async () => {
    const before = await emlFiles();
    const response = await post('/submit', payload('PJ-INVAL1', { email: 'nope', phone: '+123', name: '<b>x</b>' }));
    expect(response.status).toBe(400);
    const { success, message } = await response.json();
    expect(success).toBe(false);
    expect(message).toContain('Please enter a valid email address');
    expect(message).toContain('Phone number must be at least 10 digits');
    expect(message).toContain('Name contains invalid characters');
    expect(await emlFiles()).toEqual(before);
    // A short number without a country code is told what is accepted, with the rule's own numbers.
    const local = await (await post('/submit', payload('PJ-INVAL2', { phone: '123' }))).json();
    expect(local.message).toContain(String(PHONE_RULE_VALUES.digits));
    expect(local.message).not.toMatch(/\{\w+\}/);
    const brokenJson = await fetch(`${relay.url}/submit`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"name":',
    });
    expect(brokenJson.status).toBe(400);
  });

  it('answers a body of another content type with 415, and an unparseable request URL with 400, never 500', async () => {
    const plain = await fetch(`${relay.url}/submit`, { method: 'POST', body: JSON.stringify(payload('PJ-PLAIN1')) });
    expect(plain.status).toBe(415);
    expect((await plain.json()).message).toContain('application/json');
    const { port } = new URL(relay.url);
    const statusLine = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), '127.0.0.1', () => socket.write('GET //[ HTTP/1.1\r\nHost: x\r\n\r\n'));
      socket.once('data', (chunk) => {
        resolve(chunk.toString().split('\r\n')[0] ?? '');
        socket.destroy();
      });
      socket.once('error', reject);
    });
    expect(statusLine).toBe('HTTP/1.1 400 Bad Request');
    expect(await emlFiles()).not.toContainEqual(expect.stringContaining('PJ-PLAIN1'));
  });

  it('takes a form-encoded post as Web3Forms does', async () => {
    const fields = Object.entries(payload('PJ-FORM01')).map(([key, value]) => [key, String(value)]);
    const response = await fetch(`${relay.url}/submit`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, message: 'Email sent successfully!' });
    const received = await (await fetch(`${relay.url}/__received`)).json();
    expect(received).toEqual([{ ...payload('PJ-FORM01'), duplicate: false }]);
    expect(header(await emlHead('PJ-FORM01'), 'Reply-To')).toEqual(['Reply-To: Mary Chan <mary.chan@example.com>']);
  });

  it('drops a post whose honeypot is ticked, answering success as Web3Forms does, and writes nothing', async () => {
    const response = await post('/submit', payload('PJ-BOT001', { botcheck: 'on' }));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ success: true });
    expect(await (await fetch(`${relay.url}/__received`)).json()).toEqual([]);
    expect(await emlFiles()).not.toContainEqual(expect.stringContaining('PJ-BOT001'));
  });

  it("takes the site's form posted by a browser: first and last name, services ticked one by one, then the thank-you page", async () => {
    const form = new URLSearchParams({
      access_key: 'local-relay-key',
      redirect: 'https://www.pilgrim-journeys.example/en/thank-you',
      firstName: 'Mary',
      lastName: 'Chan',
      email: 'mary.chan@example.com',
      phone: '+852 9123 4567',
    });
    form.append('services', 'flight-booking');
    form.append('services', 'visa-assistance');
    const response = await fetch(`${relay.url}/submit`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'http://127.0.0.1:4173' },
      body: form.toString(),
      redirect: 'manual',
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe('http://127.0.0.1:4173/en/thank-you');
    const [received] = await (await fetch(`${relay.url}/__received`)).json();
    expect(received).toMatchObject({ name: 'Mary Chan', services: 'flight-booking, visa-assistance' });
  });

  it('answers a browser whose form post is invalid with a page saying why, and no redirect', async () => {
    const form = new URLSearchParams({ access_key: 'local-relay-key', redirect: 'https://x.example/', firstName: 'M' });
    const response = await fetch(`${relay.url}/submit`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
      redirect: 'manual',
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('Content-Type')).toMatch(/^text\/html/);
    expect(await response.text()).toMatch(/&#34;email&#34;/);
  });

  it('writes a sender name that tries to add a second address as one quoted name of one From address', async () => {
    const attack = '=?x?= <attacker@evil.example>, "Trusted Agency"';
    const response = await post('/submit', payload('PJ-FROM01', { from_name: attack }));
    expect(response.status).toBe(200);
    const [from, ...more] = header(await emlHead('PJ-FROM01'), 'From');
    expect(more).toEqual([]);
    const addresses = addressparser((from ?? '').slice('From:'.length), { flatten: true });
    expect(addresses.map(({ address }) => address)).toEqual(['no-reply@localhost']);
    expect(addresses[0]?.name).not.toMatch(/[<>",;]|=\?/);
    expect(from).not.toContain('<attacker@evil.example>');
  });

  it('keeps a line break in the subject from starting a header of its own', async () => {
    const subject = 'Enquiry\r\nBcc: victim@evil.example\r\n\r\nInjected body';
    expect((await post('/submit', payload('PJ-SUBJ01', { subject }))).status).toBe(200);
    const head = await emlHead('PJ-SUBJ01');
    expect(header(head, 'Bcc')).toEqual([]);
    expect(header(head, 'Subject')).toHaveLength(1);
  });

  it("shows a 429's Retry-After to the page (CORS exposes it)", async () => {
    await post('/__control', { failNext: 1, failStatus: 429, retryAfter: '120' });
    const response = await post('/submit', payload('PJ-LATER1'));
    expect(response.status).toBe(429);
    expect(response.headers.get('Retry-After')).toBe('120');
    expect(response.headers.get('Access-Control-Expose-Headers')).toContain('Retry-After');
  });

  it('fails the next submissions on request, then recovers', async () => {
    await post('/__control', { failNext: 1, failMessage: 'Down for maintenance' });
    const failed = await post('/submit', payload('PJ-FAIL01'));
    expect(failed.status).toBe(500);
    expect(await failed.json()).toEqual({ success: false, message: 'Down for maintenance' });
    expect((await post('/submit', payload('PJ-FAIL01'))).status).toBe(200);
  });

  it('drops connections while refusing, so callers see a network error', async () => {
    await post('/__control', { refuse: true });
    await expect(fetch(`${relay.url}/health`)).rejects.toThrow();
    await post('/__control', { refuse: false });
    expect((await fetch(`${relay.url}/health`)).ok).toBe(true);
  });

  it('takes enquiries from the outbox, retrying after a relay failure', async () => {
    const kv = memoryKeyValueStore();
    let now = 1_700_000_000_000;
    const outbox = createOutbox({ store: kv, rateLimit: kvRateLimitStore(kv), now: () => now });
    const entry = await outbox.enqueue(validFields(), 'hk');
    const options = {
      endpoint: `${relay.url}/submit`,
      accessKey: 'local-relay-key',
      siteName: 'Pilgrim Journeys',
      fetch,
    };
    await post('/__control', { failNext: 1, failStatus: 503 });
    const retrying = await outbox.flushOutbox({ ...options, random: () => 0 });
    expect(retrying).toMatchObject({ delivered: [], pending: 1, nextAttemptAt: now + 1000 });
    now += 1000;
    expect((await outbox.flushOutbox(options)).delivered).toHaveLength(1);
    expect((await emlFiles()).filter((name) => name.endsWith(`-${entry.ref}.eml`))).toHaveLength(1);
  });
});
