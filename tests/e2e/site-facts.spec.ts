import type { ChildProcess } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { build, serve, startProxy, stop } from '../../scripts/cms/session.mjs';
import { officeHoursText } from '../../scripts/content/office-hours';
import { copyProject } from '../../scripts/project-copy.mjs';
import type { Lang } from '../../src/config/languages';
import { hrefFor, tourHref, tourIds } from '../../src/config/routes';
import { shownNumber } from '../../src/content/site';
import type { SiteFacts } from '../../src/content/site-schema';

// An office worker changes the closing hour and the phone number in the editor, once: on a copy of the project,
// saved through decap-server, built and served from the copy (so the repository is never changed), every page in
// every language shows the new hour and number, and WhatsApp stays its own number.
const PORT = Number(process.env.SITE_FACTS_TEST_PORT ?? 8395);
const origin = `http://localhost:${PORT}`;

test.describe.configure({ mode: 'serial', timeout: 300_000 });

let project = '';
let server: Server | undefined;
let proxy: ChildProcess | undefined;
let before: SiteFacts;
let after: SiteFacts;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(300_000);
  project = copyProject('site-facts-test-');
  const file = join(project, 'src/content/site.json');
  before = JSON.parse(readFileSync(file, 'utf8')) as SiteFacts;
  // An hour earlier than it was, and a phone number with its last digits changed.
  const close = `${String(Number(before.officeHours.close.slice(0, 2)) - 1).padStart(2, '0')}:00`;
  const phone = before.phone.value.replace(/\d{4}$/, (digits) =>
    String((Number(digits) + 1111) % 10_000).padStart(4, '0'),
  );
  proxy = await startProxy(project, PORT + 1);
  await build(project, PORT + 1);
  server = await serve(project, PORT);

  // Changed in the editor, as the office changes them.
  const page = await browser.newPage();
  await page.goto(`${origin}/admin/`);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.goto(`${origin}/admin/#/collections/site/entries/site`);
  await page.getByLabel('Office closes at (24-hour time, e.g. 18:00)', { exact: true }).fill(close);
  await page.getByLabel('Phone number', { exact: true }).fill(phone);
  await page.getByRole('button', { name: 'Publish' }).click();
  await page.getByText('Publish now').click();
  const saved = () => {
    try {
      return JSON.parse(readFileSync(file, 'utf8')) as SiteFacts;
    } catch {
      return undefined; // the proxy writes the file in place: until it has, it may be read empty
    }
  };
  await expect.poll(() => saved()?.officeHours.close, { timeout: 15_000 }).toBe(close);
  await expect.poll(() => saved()?.phone.value, { timeout: 15_000 }).toBe(phone);
  after = saved() as SiteFacts;
  await page.close();

  await build(project, PORT + 1);
  await stop(server);
  server = await serve(project, PORT);
});

test.afterAll(async () => {
  if (server) await stop(server);
  proxy?.kill();
  rmSync(project, { recursive: true, force: true });
});

const TOUR = tourIds()[0] ?? '';
const PAGES = (lang: Lang) => [
  hrefFor('home', lang),
  tourHref(TOUR, lang),
  hrefFor('blog', lang),
  hrefFor('privacy', lang),
];

for (const lang of ['hk', 'cn', 'en'] as const) {
  test(`${lang}: home, a tour, the blog and the privacy policy show the new closing hour and phone`, async ({
    page,
  }) => {
    const hours = officeHoursText(after.officeHours, lang);
    expect(hours).not.toBe(officeHoursText(before.officeHours, lang));
    const whatsapp = shownNumber(after.whatsapp.value);
    for (const href of PAGES(lang)) {
      await page.goto(`${origin}${href}`);
      const footer = page.locator('footer');
      await expect(footer.locator('[data-office-hours]'), href).toHaveText(hours);
      // Phone and WhatsApp are two facts: each shown from its own field, and the link goes where the text says.
      const phone = footer.locator('[data-phone]');
      await expect(phone, href).toHaveText(after.phone.value);
      await expect(phone, href).toHaveAttribute('href', `tel:${after.phone.value.replace(/\s/g, '')}`);
      const chat = footer.locator('[data-whatsapp]');
      await expect(chat, href).toHaveText(whatsapp);
      await expect(chat, href).toHaveAttribute('href', `https://wa.me/${after.whatsapp.value}`);
      await expect(page.locator('body'), href).not.toContainText(before.phone.value);
    }
    // The contact section (home) and the policy's own contact block state the same facts.
    await page.goto(`${origin}${hrefFor('home', lang)}`);
    const contact = page.locator('#contact');
    await expect(contact.locator('[data-office-hours]')).toHaveText(hours);
    await expect(contact.locator('[data-phone]')).toHaveText(after.phone.value);
    await expect(contact.locator('[data-whatsapp]').first()).toHaveAttribute(
      'href',
      `https://wa.me/${after.whatsapp.value}`,
    );
    await page.goto(`${origin}${hrefFor('privacy', lang)}`);
    const policy = page.locator('main');
    for (const fact of [after.phone.value, whatsapp, after.email.value]) await expect(policy).toContainText(fact);
  });
}
