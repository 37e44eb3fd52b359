import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';

import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { watchPolicyViolations } from './helpers';
import { installWorker } from './pwa-helpers';

const root = join(import.meta.dirname, '../..');
const PORT = Number(process.env.SITE_PORT ?? 4173) + 7;
const ORIGIN = `http://127.0.0.1:${PORT}`;

let site: string;
let server: ChildProcess;

const siteAnswers = () =>
  fetch(`${ORIGIN}/en/`).then(
    (response) => response.status,
    () => 0,
  );

async function startServer() {
  server = spawn(process.execPath, [join(root, 'scripts/serve.mjs')], {
    env: { ...process.env, SITE_DIR: site, PORT: String(PORT) },
    stdio: 'ignore',
  });
  await expect.poll(siteAnswers).toBe(200);
}

async function stopServer() {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill();
  await exited;
}

test.beforeAll(async () => {
  site = mkdtempSync(join(tmpdir(), 'site-v1-'));
  cpSync(join(root, 'dist'), site, { recursive: true });
  await startServer();
});

test.afterAll(async () => {
  await stopServer();
  rmSync(site, { recursive: true, force: true });
});

/** Deploys "version 2": a renamed app in the manifest, with the worker's precache list updated to match. */
async function deployVersionTwo() {
  await stopServer();
  const manifestFile = join(site, 'manifest.webmanifest');
  writeFileSync(manifestFile, readFileSync(manifestFile, 'utf8').replace('"name":"', '"name":"v2 '));
  const workerFile = join(site, 'sw.js');
  const worker = readFileSync(workerFile, 'utf8').replace(
    /"revision":"[0-9a-f]+","url":"manifest.webmanifest"/g,
    '"revision":"version-two","url":"manifest.webmanifest"',
  );
  writeFileSync(workerFile, worker);
  // The compressed twins written at build time would still carry version 1.
  for (const file of [manifestFile, workerFile])
    for (const twin of ['.br', '.gz']) rmSync(`${file}${twin}`, { force: true });
  await startServer();
}

const appName = (page: Page) =>
  page.evaluate(async () => ((await (await fetch('/manifest.webmanifest')).json()) as { name: string }).name);

test('a new version is offered, waits while the enquiry form holds text, and is served once accepted', async ({
  page,
}) => {
  const violations = await watchPolicyViolations(page);
  await installWorker(page, `${ORIGIN}/en/`);
  await page.locator('body[data-hydrated]').waitFor();
  const firstName = await appName(page);
  await deployVersionTwo();
  expect(await appName(page)).toBe(firstName); // still the saved version

  await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
  const reload = page.getByRole('button', { name: 'Reload' });
  await expect(page.getByText('A new version of the site is available.')).toBeVisible();

  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.locator('#enquiry-message').fill('Please keep this text');
  await reload.click();
  await expect(page.getByText('Your enquiry is not sent yet')).toBeVisible();
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  await expect(page.locator('#enquiry-message')).toHaveValue('Please keep this text');

  await page.locator('#enquiry-message').fill('');
  await Promise.all([page.waitForEvent('load'), reload.click()]);
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(false);
  expect(await appName(page)).toBe(`v2 ${firstName}`);
  expect(violations).toEqual([]); // the update prompt and the worker's re-registration pass Trusted Types
});
