import { expect, type Page, test } from '@playwright/test';
import en from '../../locales/en.json' with { type: 'json' };
import { OUTBOX_CHANNEL } from '../../src/shared/sw-bridge/messages';
import {
  fastForwardUntil,
  fillEnquiry,
  goOffline,
  goOnline,
  MARY,
  openForm,
  receivedAtLeast,
  relay,
  relayHasReceived,
  resetRelayAroundEachTest,
  submit,
} from './enquiry-helpers';
import { ageRecordedSends, changeStoredEntry, outboxAtRest } from './outbox-storage';

// Issue 16's fault matrix: each test drives the site against a relay that fails the way real services do.
resetRelayAroundEachTest();

const pending = (page: Page) => page.locator('[data-outbox-entry]');
const savedToast = (page: Page) => page.getByText(en['enquiry.toast.savedTitle'], { exact: true }).first();
const text = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');

async function refOf(page: Page): Promise<string> {
  const ref = (await pending(page).first().textContent())?.match(/PJ-[A-Z0-9]{6}/)?.[0];
  expect(ref).toBeTruthy();
  return ref ?? '';
}

async function submitSaved(page: Page, count: number) {
  await fillEnquiry(page);
  await submit(page);
  await expect(pending(page)).toHaveCount(count);
  await expect(page.getByLabel(/^First name/)).toHaveValue('');
}

/** The send attempts this browser has made for its waiting enquiry, as stored in the outbox. */
const storedAttempts = (page: Page) =>
  page.evaluate(async () => {
    const opening = indexedDB.open('pilgrim-enquiry');
    await new Promise((resolve) => {
      opening.onsuccess = resolve;
    });
    const read = opening.result.transaction('kv').objectStore('kv').getAll();
    await new Promise((resolve) => {
      read.onsuccess = resolve;
    });
    opening.result.close();
    return (read.result as { attempts?: number }[]).reduce((most, value) => Math.max(most, value.attempts ?? 0), 0);
  });

test('service down while the browser stays online: the open page keeps retrying and delivers once when it is back', async ({
  page,
}) => {
  await page.clock.install();
  await openForm(page);
  await relay.control({ refuse: true }); // the phone has signal; the requests fail
  await fillEnquiry(page);
  await submit(page);
  await expect(savedToast(page)).toBeVisible();
  const ref = await refOf(page);
  // Retries really happen while the service is down (1 s, then 2 s …), not only on the next page load.
  await fastForwardUntil(page, async () => (await storedAttempts(page)) >= 3);
  await expect.poll(() => storedAttempts(page), { timeout: 15_000 }).toBeGreaterThanOrEqual(3);

  await relay.control({ refuse: false });
  await fastForwardUntil(page, relayHasReceived(1));
  const [delivered] = await receivedAtLeast(1, 35_000);
  expect(delivered?.ref).toBe(ref);
  await expect(page.getByText(en['enquiry.toast.deliveredTitle'])).toBeVisible();
  await expect(pending(page)).toHaveCount(0);
  await outboxAtRest(page);
  expect(await relay.received()).toHaveLength(1);
});

test('a 500 three times on a live submit: saved and cleared, delivered once, and the visitor is not locked out', async ({
  page,
}) => {
  await relay.control({ failNext: 3, failStatus: 500 });
  await page.clock.install();
  await openForm(page);
  await fillEnquiry(page);
  await submit(page);
  await expect(savedToast(page)).toBeVisible();
  await expect(page.getByLabel(/^First name/)).toHaveValue('');
  const ref = await refOf(page);
  await expect(page.getByText(text(en['enquiry.toast.savedText'], { ref })).first()).toBeVisible();

  await fastForwardUntil(page, relayHasReceived(1));
  const [delivered] = await receivedAtLeast(1, 35_000);
  expect(delivered?.ref).toBe(ref);
  await expect(pending(page)).toHaveCount(0);
  // The three failures took no rate-limit slots: two more enquiries go straight through.
  for (let sent = 2; sent <= 3; sent++) {
    await fillEnquiry(page);
    await submit(page);
    await expect(page.getByText(en['enquiry.toast.successTitle']).first()).toBeVisible();
    await receivedAtLeast(sent);
  }
  await outboxAtRest(page);
  const received = await relay.received();
  expect(received).toHaveLength(3);
  expect(new Set(received.map((enquiry) => enquiry.ref)).size).toBe(3);
  expect(received.every((enquiry) => !enquiry.duplicate)).toBe(true);
});

test('a 429 on a live submit tells the visitor the service is busy, not that it failed to answer', async ({ page }) => {
  await relay.control({ failNext: 1, failStatus: 429 });
  await openForm(page);
  await fillEnquiry(page);
  await submit(page);
  await expect(savedToast(page)).toBeVisible();
  const ref = await refOf(page);
  await expect(page.getByText(text(en['enquiry.toast.savedBusyText'], { ref })).first()).toBeVisible();
  await expect(page.getByText(text(en['enquiry.toast.savedText'], { ref }))).toHaveCount(0);
});

test('one enquiry queued offline and four more after five minutes: at most 3 reach the service in the window', async ({
  page,
}) => {
  await openForm(page);
  await goOffline(page);
  await submitSaved(page, 1);
  await ageRecordedSends(page, 6 * 60_000);
  for (let count = 2; count <= 5; count++) await submitSaved(page, count);

  await goOnline(page);
  await receivedAtLeast(3);
  await outboxAtRest(page, 2);
  expect(await relay.received()).toHaveLength(3);
  await expect(pending(page)).toHaveCount(2);
  await expect(pending(page).first()).toHaveAttribute('data-outbox-entry', 'queued');
});

test('a Retry-After of 3,000,000 s does not make the page spin: a handful of attempts in 10 s at most', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await page.clock.install();
  await openForm(page);
  await goOffline(page);
  await submitSaved(page, 1);
  await relay.control({ failNext: 1000, failStatus: 429, retryAfter: '3000000' });
  // Every delivery run, in this page or the worker, announces an outbox change: count them.
  await page.evaluate((name) => {
    const runs = new BroadcastChannel(name);
    Reflect.set(window, 'outboxRuns', 0);
    runs.onmessage = () => Reflect.set(window, 'outboxRuns', Number(Reflect.get(window, 'outboxRuns')) + 1);
  }, OUTBOX_CHANNEL);
  await goOnline(page);
  await expect.poll(() => relay.attempts()).toBeGreaterThanOrEqual(1);
  // Ten seconds pass for the page's timers at once; the worker keeps real time, so it must be at rest too.
  await outboxAtRest(page, 1);
  await page.clock.runFor(10_000);
  await outboxAtRest(page, 1);
  expect(await relay.attempts()).toBeLessThanOrEqual(3);
  expect(await page.evaluate(() => Number(Reflect.get(window, 'outboxRuns')))).toBeLessThanOrEqual(6);
  await expect(pending(page)).toHaveCount(1);
  expect(await relay.received()).toHaveLength(0);
  expect(errors.length).toBeLessThan(10);
});

test('an entry changed on the device is shown as failed in words, never as a message id, and is never sent', async ({
  page,
}) => {
  await openForm(page);
  await goOffline(page);
  await submitSaved(page, 1);
  await changeStoredEntry(page, {}, { email: 'not-an-email' });
  await goOnline(page);

  await expect(pending(page)).toHaveAttribute('data-outbox-entry', 'failed');
  const reason = en['enquiry.error.email.invalid'];
  await expect(pending(page)).toContainText(text(en['outbox.status.invalid'], { reason }));
  await expect(pending(page)).not.toContainText('enquiry.error');
  await expect(page.getByRole('button', { name: /^Discard enquiry PJ-/ })).toBeVisible();
  await outboxAtRest(page);
  expect(await relay.attempts()).toBe(0);
});

test('a reference with a line break and markup is never sent', async ({ page }) => {
  await openForm(page);
  await goOffline(page);
  await submitSaved(page, 1);
  await changeStoredEntry(page, { ref: 'PJ-ABC\r\nBcc: victim@evil.example\r\n<img src=x onerror=alert(1)>' });
  await goOnline(page);

  await expect(pending(page)).toHaveAttribute('data-outbox-entry', 'failed');
  const reason = en['enquiry.error.entry.damaged'];
  await expect(pending(page)).toContainText(text(en['outbox.status.invalid'], { reason }));
  await expect(pending(page)).toContainText(`${MARY.firstName} ${MARY.lastName}`);
  await expect(pending(page)).not.toContainText('Bcc');
  await outboxAtRest(page);
  expect(await relay.attempts()).toBe(0);
});
