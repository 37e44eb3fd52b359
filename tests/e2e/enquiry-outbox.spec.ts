import { expect, type Page, test } from '@playwright/test';
import {
  ENQUIRY_FORMS,
  fastForwardUntil,
  fillEnquiry,
  fillGroup,
  goOffline,
  goOnline,
  MARY,
  openForm,
  receivedAtLeast,
  receivedGroup,
  relay,
  relayHasReceived,
  resetRelayAroundEachTest,
  submit,
} from './enquiry-helpers';
import { outboxAtRest } from './outbox-storage';

resetRelayAroundEachTest();

const pending = (page: Page) => page.locator('[data-outbox-entry]');

/** Submits while the connection is cut and checks the visitor is told it is saved; returns the reference. */
async function queueWhileOffline(page: Page, group?: (typeof ENQUIRY_FORMS)[number]['group']): Promise<string> {
  await goOffline(page);
  await fillEnquiry(page);
  await fillGroup(page, group);
  await submit(page);
  await expect(page.getByText('Saved on this device', { exact: true }).first()).toBeVisible();
  await expect(pending(page)).toHaveCount(1);
  await expect(pending(page)).toContainText('Waiting for a connection');
  const ref = (await pending(page).textContent())?.match(/PJ-[A-Z0-9]{6}/)?.[0];
  expect(ref).toBeTruthy();
  return ref ?? '';
}

const [HOME_FORM, GROUP_FORM] = ENQUIRY_FORMS;
for (const [backgroundSync, { name, path, group }] of [
  [true, HOME_FORM],
  [false, HOME_FORM],
  [true, GROUP_FORM],
] as const) {
  test(`offline submit from ${name} is saved, then delivered exactly once when back online (${backgroundSync ? 'with' : 'without'} Background Sync)`, async ({
    page,
  }) => {
    if (!backgroundSync) {
      await page.addInitScript(() => {
        Reflect.deleteProperty(window, 'SyncManager');
        Object.defineProperty(ServiceWorkerRegistration.prototype, 'sync', { get: () => undefined });
      });
    }
    await openForm(page, path);
    const ref = await queueWhileOffline(page, group);
    await expect(page.getByLabel(/^First name/)).toHaveValue('');

    await goOnline(page);
    const [delivered] = await receivedAtLeast(1);
    expect(delivered).toMatchObject({
      ref,
      name: 'Mary Chan',
      email: MARY.email,
      duplicate: false,
      ...receivedGroup(group),
    });
    await expect(page.getByText('Saved enquiry delivered')).toBeVisible();
    await expect(pending(page)).toHaveCount(0);
    await outboxAtRest(page);
    expect(await relay.received()).toHaveLength(1);
  });
}

test('a relay failing 3 times and then recovering gets the enquiry once', async ({ page }) => {
  await page.clock.install();
  await openForm(page);
  const ref = await queueWhileOffline(page);
  await relay.control({ failNext: 3, failStatus: 500 });
  await goOnline(page);
  await fastForwardUntil(page, relayHasReceived(1));
  const received = await receivedAtLeast(1, 30_000);
  expect(received.map((enquiry) => enquiry.ref)).toEqual([ref]);
  await expect(pending(page)).toHaveCount(0);
  await outboxAtRest(page);
  expect(await relay.received()).toHaveLength(1);
});

test('a relay 400 marks the enquiry failed with its message, offers retry and discard, and never loops', async ({
  page,
}) => {
  await openForm(page);
  await queueWhileOffline(page);
  await relay.control({ failNext: 1, failStatus: 400, failMessage: 'Spam detected' });
  await goOnline(page);
  await expect(pending(page)).toHaveAttribute('data-outbox-entry', 'failed');
  await expect(pending(page)).toContainText('Not accepted: Spam detected');
  await outboxAtRest(page);
  expect(await relay.received()).toHaveLength(0);

  await page.getByRole('button', { name: /^Try enquiry PJ-/ }).click();
  await receivedAtLeast(1);
  await expect(pending(page)).toHaveCount(0);
});

test('discarding a waiting enquiry removes it for good', async ({ page }) => {
  await openForm(page);
  await queueWhileOffline(page);
  await page.getByRole('button', { name: /^Discard enquiry PJ-/ }).click();
  await expect(pending(page)).toHaveCount(0);
  await goOnline(page);
  await page.reload();
  await page.locator('body[data-hydrated]').waitFor();
  await outboxAtRest(page);
  expect(await relay.received()).toHaveLength(0);
});

test('two tabs coming online together deliver once, and both tabs say so', async ({ page, context }) => {
  await openForm(page);
  const second = await context.newPage();
  await second.goto('/en/blog');
  await second.locator('body[data-hydrated]').waitFor();
  await page.bringToFront(); // the visitor types in the first tab (a tab behind another renders slowly)
  await queueWhileOffline(page);

  await goOnline(page);
  await receivedAtLeast(1);
  for (const tab of [page, second]) await expect(tab.getByText('Saved enquiry delivered')).toBeVisible();
  await outboxAtRest(page);
  const received = await relay.received();
  expect(received).toHaveLength(1);
  expect(received[0]?.duplicate).toBe(false);
});
