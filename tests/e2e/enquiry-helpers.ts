import { expect, type Page, test } from '@playwright/test';
import { hrefFor } from '../../src/config/routes';

export const RELAY = `http://127.0.0.1:${process.env.RELAY_PORT ?? 8787}`;

export const MARY = {
  firstName: 'Mary',
  lastName: 'Chan',
  email: 'mary.chan@example.com',
  phone: '+852 9123 4567',
  destination: 'Mount Sinai',
  budget: 'HK$30,000',
  message: 'We are a church group of twelve, hoping to travel next spring.',
};

/** A pastor's group as the church-group page's form asks it: the group's size and its church. */
export const GRACE_GROUP = { groupSize: '24', church: 'Grace Baptist Church' };

/** The enquiry forms that share one pipeline: the home page's, and the church-group page's with the group's fields. */
export const ENQUIRY_FORMS = [
  { name: 'the home page', path: '/en/', group: undefined },
  { name: 'the church-group page', path: hrefFor('churches', 'en'), group: GRACE_GROUP },
] as const;

/** What the relay receives of the group's fields (nothing typed: empty). */
export const receivedGroup = (group?: typeof GRACE_GROUP) => ({
  travellers: group?.groupSize ?? '',
  rooms: '',
  church: group?.church ?? '',
});

/** Types the group's size and church into the church-group page's form. */
export async function fillGroup(page: Page, group?: typeof GRACE_GROUP) {
  if (!group) return;
  const form = page.locator('form[data-enquiry-form]');
  await form.getByLabel(/^Group size/).fill(group.groupSize);
  await form.getByLabel(/^Church or fellowship/).fill(group.church);
}

export interface Received {
  ref: string;
  email: string;
  duplicate: boolean;
  [field: string]: unknown;
}

async function relayCall(path: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${RELAY}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.ok, `relay ${path}`).toBe(true);
  return response.json();
}

export const relay = {
  reset: () => relayCall('/__reset', {}),
  control: (controls: Record<string, unknown>) => relayCall('/__control', controls),
  received: async () => (await relayCall('/__received')) as Received[],
  /** How many POST /submit calls reached the relay since the last reset, accepted or not. */
  attempts: async () => ((await relayCall('/__attempts')) as { attempts: number }).attempts,
};

/** The relay starts clean for each test and is left answering normally. */
export function resetRelayAroundEachTest() {
  test.beforeEach(() => relay.reset());
  test.afterEach(() => relay.reset());
}

/** Per page, the response that brought the code which queues an enquiry offline (it loads once hydrated). */
const outboxCode = new WeakMap<Page, Promise<unknown>>();

/** Opens the English home page at the form, hydrated: always a fresh load, whose outbox code `goOffline` awaits. */
export async function openForm(page: Page, path = '/en/') {
  const loaded = page.waitForResponse((response) => response.url().includes('/outbox-client'), { timeout: 0 });
  outboxCode.set(
    page,
    loaded.catch(() => undefined), // the page closed first: nothing to wait for
  );
  const onPathAlready = page.url().startsWith('http') && new URL(page.url()).pathname === path;
  await page.goto(`${path}#contact`);
  // Only the #fragment changed: the page (and its outbox code) would not load again.
  if (onPathAlready) await page.reload();
  await page.locator('body[data-hydrated]').waitFor();
}

export async function fillEnquiry(
  page: Page,
  fields: Partial<typeof MARY> = MARY,
  services = ['Flight booking', 'Visa assistance'],
) {
  const labels: Record<keyof typeof MARY, RegExp> = {
    firstName: /^First name/,
    lastName: /^Last name/,
    email: /^Email/,
    phone: /^Phone/,
    destination: /^Preferred destination/,
    budget: /^Travel budget/,
    // The general form's intro asks about the journey, so its box is just the message; a tour's form asks plainly.
    message: /^(Your message|Questions or anything we should know)/,
  };
  const form = page.locator('form[data-enquiry-form]');
  // After an enquiry went, the thank-you panel stands in the form's place: a visitor presses "Send another enquiry".
  const another = page.locator('[data-enquiry-another]');
  await page.locator('form[data-enquiry-form]:visible, [data-enquiry-another]:visible').first().waitFor();
  if (await another.isVisible()) await another.click();
  if (fields.budget !== undefined || services.length > 0) await openMoreDetails(page);
  for (const [name, value] of Object.entries(fields) as [keyof typeof MARY, string][]) {
    await form.getByLabel(labels[name]).fill(value);
  }
  for (const service of services) await form.getByLabel(service).check();
}

/** Opens the form's rarer optional fields (budget, services) the way a visitor does, unless already open. */
export async function openMoreDetails(page: Page) {
  const more = page.locator('form[data-enquiry-form] details[data-optional-fields]');
  if ((await more.getAttribute('open')) === null) await more.locator('summary').click();
}

export const submit = (page: Page) => page.getByRole('button', { name: 'Send enquiry', exact: true }).click();

/** Cuts the connection for the page and the worker alike: the browser goes offline and the relay drops calls. */
export async function goOffline(page: Page) {
  // The code that queues an enquiry offline loads once the page has hydrated: a visitor has it before going offline.
  await outboxCode.get(page);
  await relay.control({ refuse: true });
  await page.context().setOffline(true);
}

export async function goOnline(page: Page) {
  await relay.control({ refuse: false });
  await page.context().setOffline(false);
}

/** Waits until the relay has accepted `count` enquiries, then returns them. */
export async function receivedAtLeast(count: number, timeout = 20_000): Promise<Received[]> {
  await expect.poll(async () => (await relay.received()).length, { timeout }).toBeGreaterThanOrEqual(count);
  return relay.received();
}

/**
 * Waits for `reached` while moving the page's clock on a second at a time, so the page's back-off timers (1 s, 2 s,
 * 4 s …) fire without the real wait. The page must have `page.clock.install()` before it loads. The service worker
 * keeps real time, so the page is the sender that retries first; both share the outbox and its lock.
 */
export async function fastForwardUntil(page: Page, reached: () => Promise<boolean>) {
  await expect
    .poll(
      async () => {
        if (await reached()) return true;
        await page.clock.fastForward(1000);
        return false;
      },
      { intervals: [100] },
    )
    .toBe(true);
}

export const relayHasReceived = (count: number) => async () => (await relay.received()).length >= count;
