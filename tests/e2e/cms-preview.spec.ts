import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { parse } from 'yaml';
import { articleHref } from '../../src/config/routes';
import {
  type CmsRun,
  descendantsOf,
  hasExited,
  isRunning,
  portIsFree,
  statusAt,
  waitForState,
  whenExited,
} from './cms-process';
import { cmsCopy } from './project-copies';

// `npm run cms` as the office runs it, on a copy of the project: the preview keeps serving while a save rebuilds
// the site, and stopping it stops all it started (a save the site refuses: cms-held-back.spec.ts).
// Ports CMS_PREVIEW_PORT (preview and editor) and CMS_PREVIEW_PROXY_PORT (decap-server), apart from the main suite's.
const SITE_PORT = Number(process.env.CMS_PREVIEW_PORT ?? 8195);
const PROXY_PORT = Number(process.env.CMS_PREVIEW_PROXY_PORT ?? 8196);
const origin = `http://127.0.0.1:${SITE_PORT}`;

test.describe.configure({ mode: 'serial', timeout: 300_000 });

const copy = cmsCopy('cms-preview-test-', SITE_PORT, PROXY_PORT, { setup: 300_000, live: 240_000 });

const postFile = (lang: 'en' | 'hk') => join(copy.dir, 'src/content/blog/sinai', `index.${lang}.md`);
const titleOf = (file: string) => /^title: (.*)$/m.exec(readFileSync(file, 'utf8'))?.[1] ?? '';
const setTitle = (file: string, title: string) =>
  writeFileSync(file, readFileSync(file, 'utf8').replace(/^title: .*$/m, `title: ${title}`));
const articlePage = () => `${origin}${articleHref('sinai', 'en')}`;

test.afterEach(() => {
  const { status, expectedStatus } = test.info();
  if (status !== expectedStatus) console.log(copy.run?.output());
});

test('a page refreshed again and again during a rebuild always comes, and the editor keeps running', async () => {
  const before = await waitForState(origin, 'live');
  const oldTitle = titleOf(postFile('en'));
  const newTitle = `${oldTitle} (updated)`;
  setTitle(postFile('en'), newTitle);
  await waitForState(origin, 'building', before);

  let refreshes = 0;
  let status = await statusAt(origin);
  while (status?.state === 'building') {
    const response = await fetch(articlePage());
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(oldTitle);
    refreshes++;
    status = await statusAt(origin);
  }
  expect(refreshes).toBeGreaterThan(10);
  expect(status?.state).toBe('live');
  expect(await (await fetch(articlePage())).text()).toContain(newTitle);
  expect(copy.run && hasExited(copy.run.child)).toBe(false);
});

/** A blog field's label as the editor's form shows it (its served config.yml). */
async function blogLabel(name: string) {
  const config = parse(await (await fetch(`${origin}/admin/config.yml`)).text()) as {
    collections: { name: string; fields?: { name: string; label: string }[] }[];
  };
  const blog = config.collections.find((collection) => collection.name === 'blog');
  return blog?.fields?.find((field) => field.name === name)?.label ?? name;
}

// Left open: in its one run (a machine at load 40) the form offered Publish again once the value was typed back, but
// no build followed that Publish within 4 minutes; whether the save was written is not known yet.
test.fixme('a change the build refused, typed back as it was, can be published at once, without reloading', async ({
  page,
}) => {
  test.setTimeout(600_000);
  const before = await waitForState(origin, 'live');
  const saved = readFileSync(postFile('en'), 'utf8');
  await page.goto(`${origin}/admin/`);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.goto(`${origin}/admin/#/collections/blog/entries/sinai/index`);
  const subtitle = page.getByLabel(await blogLabel('subtitle')).first();
  const original = await subtitle.inputValue();
  // Braces the editor accepts and the build refuses: they name no fact.
  await subtitle.fill(`${original} {nonsense}`);
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByText('Publish now').click();
  const failed = await waitForState(origin, 'live', before);
  expect(failed.held[0]?.problem.problems.join('\n')).toContain(
    `field ${await blogLabel('subtitle')}: the text has “{nonsense}”, which is not one of the words in braces`,
  );

  await subtitle.fill(original);
  await expect(page.getByText('Not saved yet', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByText('Publish now').click();
  await waitForState(origin, 'live', failed);
  expect(readFileSync(postFile('en'), 'utf8')).toBe(saved);
});

/** Sends `signal` once a build is running, then checks that every process `npm run cms` started has gone. */
async function stopDuringBuild(run: CmsRun, send: (cmsPid: number, groupPid: number) => void) {
  const npmPid = run.child.pid ?? 0;
  await expect
    // A build is two steps: the content compile, then `vite build`.
    .poll(() => descendantsOf(npmPid).some(({ command }) => /compile-content\.mjs|vite\.js build/.test(command)), {
      timeout: 30_000,
    })
    .toBe(true);
  const started = descendantsOf(npmPid);
  const cmsPid = started.find(({ command }) => /^\S*node scripts\/cms\.mjs$/.test(command))?.pid ?? 0;
  expect(cmsPid).toBeGreaterThan(0);
  expect(started.map(({ command }) => command).join('\n')).toContain('decap-server');

  send(cmsPid, npmPid);
  await whenExited(run.child);
  await expect.poll(() => started.filter(({ pid }) => isRunning(pid)), { timeout: 15_000 }).toEqual([]);
  expect(await portIsFree(SITE_PORT)).toBe(true);
  expect(await portIsFree(PROXY_PORT)).toBe(true);
}

test('SIGINT to the editor during a build stops decap-server, the build and the preview, and frees the ports', async () => {
  const run = copy.run;
  if (!run) throw new Error('npm run cms did not start');
  const before = await statusAt(origin);
  setTitle(postFile('hk'), '西奈山在阿拉伯？');
  await waitForState(origin, 'building', before);
  // npm passes the signal to its shell, which does not pass it on: the editor's own process is sent it.
  await stopDuringBuild(run, (cmsPid) => process.kill(cmsPid, 'SIGINT'));
});

test('Ctrl-C in the terminal (SIGINT to the whole process group) stops all it started', async () => {
  const run = copy.restart();
  await waitForState(origin, 'building');
  await stopDuringBuild(run, (_, groupPid) => process.kill(-groupPid, 'SIGINT'));
});
