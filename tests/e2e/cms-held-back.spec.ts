import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { parse } from 'yaml';
import { articleHref } from '../../src/config/routes';
import { type BuildStatus, openEditor, statusAt, waitForState } from './cms-process';
import { cmsCopy } from './project-copies';

// `npm run cms` on a copy of the project, with two colleagues saving at once: one entry the site refuses, one it
// takes. The refused entry waits alone; the editor says so plainly on it, and in one line everywhere else.
// Ports: two above CMS_PREVIEW_PORT (cms-preview.spec.ts uses it), so both files can run side by side.
const SITE_PORT = Number(process.env.CMS_PREVIEW_PORT ?? 8195) + 2;
const PROXY_PORT = SITE_PORT + 1;
const origin = `http://127.0.0.1:${SITE_PORT}`;

test.describe.configure({ mode: 'serial', timeout: 600_000 });

const copy = cmsCopy('cms-held-back-test-', SITE_PORT, PROXY_PORT, { setup: 600_000, live: 480_000 });

const REFUSED = 'sinai';
const TAKEN = 'journey';
const postFile = (id: string, lang: 'en' | 'hk') => join(copy.dir, 'src/content/blog', id, `index.${lang}.md`);
const titleOf = (file: string) => /^title: (.*)$/m.exec(readFileSync(file, 'utf8'))?.[1] ?? '';
const setTitle = (file: string, title: string) =>
  writeFileSync(file, readFileSync(file, 'utf8').replace(/^title: .*$/m, `title: ${title}`));
const page = async (id: string, lang: 'en' | 'hk' = 'en') => (await fetch(`${origin}${articleHref(id, lang)}`)).text();

/** A blog field's label as the editor's form shows it (its served config.yml). */
async function blogLabel(name: string) {
  const config = parse(await (await fetch(`${origin}/admin/config.yml`)).text()) as {
    collections: { name: string; fields?: { name: string; label: string }[] }[];
  };
  const blog = config.collections.find((collection) => collection.name === 'blog');
  return blog?.fields?.find((field) => field.name === name)?.label ?? name;
}

/**
 * The editor loaded afresh at `hash`, signed in already: an address typed while a form is open reloads the editor
 * (typed-address.ts), which would empty the box mid-check.
 */
async function reopen(editor: Page, hash: string) {
  await editor.goto('about:blank');
  await editor.goto(`${origin}/admin/#${hash}`);
}

const statusBox = (editor: Page) => editor.getByRole('status').filter({ hasText: 'preview' });
const alertBox = (editor: Page) => editor.getByRole('alert').filter({ hasText: 'NOT on the preview' });

test.afterEach(() => {
  const { status, expectedStatus } = test.info();
  if (status !== expectedStatus) console.log(copy.run?.output());
});

test('one refused entry waits alone: a colleague’s change is published, and each entry says what happened to it', async ({
  page: editor,
}) => {
  const before = await waitForState(origin, 'live');
  const refusedTitle = titleOf(postFile(REFUSED, 'en'));
  const takenTitle = `Journey and encounter, updated ${Date.now()}`;
  setTitle(postFile(REFUSED, 'hk'), '""');
  setTitle(postFile(TAKEN, 'en'), `"${takenTitle}"`);

  let after: BuildStatus | undefined;
  await expect
    .poll(
      async () => {
        after = await statusAt(origin);
        return after?.state === 'live' && after.since !== before.since && after.held.length > 0;
      },
      { timeout: 480_000, intervals: [500] },
    )
    .toBe(true);
  const held = after?.held ?? [];
  expect(held.map(({ entry }) => entry)).toEqual([`src/content/blog/${REFUSED}`]);
  // The colleague's change is on the preview; the refused post is as it last built.
  expect(await page(TAKEN)).toContain(takenTitle);
  expect(await page(REFUSED)).toContain(refusedTitle);

  // On the refused post: NOT on the preview, which side and field, and what to do, in the editor's words.
  await openEditor(editor, origin, `/collections/blog/entries/${REFUSED}/index`);
  const where = `Blog post “${refusedTitle}”, Traditional Chinese side, field ${await blogLabel('title')}: must not be empty`;
  await expect(alertBox(editor)).toContainText('This entry’s change is NOT on the preview');
  await expect(alertBox(editor)).toContainText(where);
  await expect(alertBox(editor)).toContainText('Correct what is named above in this entry and press Publish again');
  // No file or folder in the office's words (the details for the web developer, folded away, may name them).
  const words = await alertBox(editor).locator('h2, p, li').allInnerTexts();
  expect(words.join('\n')).not.toMatch(/docs\/|\.md|src\//);
  // Decap's own buttons stay free to click ("Published" until the entry is changed).
  const publish = editor.getByRole('button', { name: /^Publish(ed)?$/ });
  await publish.click({ trial: true });
  const [alert, button] = [await alertBox(editor).boundingBox(), await publish.boundingBox()];
  if (!alert || !button) throw new Error('the box or the Publish button is not on screen');
  const overlaps =
    alert.x < button.x + button.width &&
    button.x < alert.x + alert.width &&
    alert.y < button.y + button.height &&
    button.y < alert.y + alert.height;
  expect(overlaps).toBe(false);

  // On the colleague's post: on the preview, how long it took (measured), and one plain line on the other post.
  await reopen(editor, `/collections/blog/entries/${TAKEN}/index`);
  await expect(alertBox(editor)).toHaveCount(0);
  await expect(statusBox(editor)).toContainText('On the preview');
  await expect(statusBox(editor)).toContainText(/it took \d+ (minute|second|min|s)/);
  await expect(statusBox(editor).getByRole('link', { name: 'Open the preview' })).toBeVisible();
  await expect(statusBox(editor)).toContainText(
    `A change to Blog post “${refusedTitle}” is held back (Traditional Chinese side, field ${await blogLabel('title')}: must not be empty); every other change, yours included, is on the preview.`,
  );

  // Saved again, corrected: the post is tried again and published, and nothing is held back any more.
  const fixedAt = await statusAt(origin);
  setTitle(postFile(REFUSED, 'hk'), '西奈山在阿拉伯？');
  const fixed = await waitForState(origin, 'live', fixedAt, 480_000);
  expect(fixed.held).toEqual([]);
  expect(await page(REFUSED, 'hk')).toContain('西奈山在阿拉伯？');
  await reopen(editor, `/collections/blog/entries/${REFUSED}/index`);
  await expect(statusBox(editor)).toContainText('On the preview');
  await expect(alertBox(editor)).toHaveCount(0);
});

interface ConfigField {
  name: string;
  label: string;
  options?: { label: string; value: string }[];
  fields?: ConfigField[];
}

test('the agency facts’ preview pane reads as a visitor reads: choices in words, the logo as a picture, no paths', async ({
  page: editor,
}) => {
  const config = parse(await (await fetch(`${origin}/admin/config.yml`)).text()) as {
    collections: { name: string; files?: { name: string; fields: ConfigField[] }[] }[];
  };
  const fields = config.collections.find(({ name }) => name === 'site')?.files?.[0]?.fields ?? [];
  const facts = JSON.parse(readFileSync(join(copy.dir, 'src/content/site.json'), 'utf8')) as {
    travelInsurance: { value: string };
    logo: string;
  };
  const insurance = fields.find(({ name }) => name === 'travelInsurance');
  const choice = insurance?.fields
    ?.find(({ name }) => name === 'value')
    ?.options?.find(({ value }) => value === facts.travelInsurance.value);
  const logoLabel = fields.find(({ name }) => name === 'logo')?.label ?? '';

  await openEditor(editor, origin, '/collections/site/entries/site');
  const preview = editor.frameLocator('#preview-pane');
  await expect(preview.getByText(choice?.label ?? 'no choice label', { exact: true })).toBeVisible();
  await expect(preview.locator('body')).not.toContainText(facts.travelInsurance.value);
  await expect(preview.locator('body')).not.toContainText(facts.logo);
  await expect(preview.getByRole('img', { name: logoLabel })).toBeVisible();
});
