// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payload, type Relay, startRelay, stopRelay } from './relay-helpers';

describe('local relay without test controls', () => {
  let relay: Relay | undefined;
  beforeAll(async () => {
    relay = await startRelay({ RELAY_TEST_CONTROLS: '0', RELAY_ACCESS_KEY: 'other-key' });
  }, 30_000);
  afterAll(() => stopRelay(relay));

  it('does not offer the control routes and uses the configured access key', async () => {
    const control = await fetch(`${relay?.url}/__control`, { method: 'POST', body: '{"refuse":true}' });
    expect(control.status).toBe(404);
    const submit = await fetch(`${relay?.url}/submit`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(payload('PJ-OTHER1', { access_key: 'other-key' })),
    });
    expect(submit.status).toBe(200);
  });
});
