// @vitest-environment node
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createMemoryHistory } from '@tanstack/react-router';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { CONTENT_ROOT } from '../../scripts/content/read';
import { readTourSlugs } from '../../scripts/content/tour-slugs';
import { LANGS } from '../../src/config/languages';
import { tourIds, tourPath } from '../../src/config/routes';

// A copy of the content whose first tour gets a new Traditional Chinese address in its index.hk.md front matter.
const contentCopy = mkdtempSync(join(tmpdir(), 'content-'));
const tour = tourIds()[0] ?? '';
const before = { hk: tourPath(tour, 'hk'), en: tourPath(tour, 'en') };
const newSlug = `${before.hk.split('/')[2]}新址`;

beforeAll(() => {
  cpSync(join(CONTENT_ROOT, 'tours'), join(contentCopy, 'tours'), { recursive: true });
  const words = join(contentCopy, 'tours', tour, 'index.hk.md');
  const text = readFileSync(words, 'utf8');
  const slugLine = text.split('\n').find((line) => line.startsWith('slug:'));
  if (!slugLine) throw new Error(`${words} has no slug line`);
  writeFileSync(words, text.replace(slugLine, `slug: ${newSlug}`));
  // What the compile writes into generated/tour-slugs.ts from this content, read by every module loaded after.
  const written = readTourSlugs(contentCopy);
  vi.doMock('../../generated/tour-slugs.ts', () => ({ TOUR_SLUGS: written }));
  vi.resetModules();
});

afterAll(() => {
  vi.doUnmock('../../generated/tour-slugs.ts');
  rmSync(contentCopy, { recursive: true, force: true });
});

it("a tour's slug changed in its content changes that page's address, its file and its links, with no code touched", async () => {
  const { documents } = await import('../../scripts/build/prerender-plugin');
  const { createAppRouter } = await import('../../src/app/router');
  const { isUnknownPage, toRoutePath, tourPath } = await import('../../src/config/routes');
  const after = `/hk/${newSlug}`;
  expect(tourPath(tour, 'hk')).toBe(after);
  expect(tourPath(tour, 'en')).toBe(before.en); // the other languages keep theirs

  // The prerender writes the page at its new address, and nothing at the old one.
  const files = documents().map((doc) => doc.file);
  expect(files).toContain(`${after}.html`);
  expect(files).not.toContain(`${before.hk}.html`);

  // The router reads the new address as the tour's route and the old one as no page, and links to the new one.
  expect(toRoutePath(encodeURI(after))).toBe(`/hk/tours/${tour}`);
  expect(isUnknownPage(toRoutePath(encodeURI(before.hk)))).toBe(true);
  const router = createAppRouter(createMemoryHistory());
  for (const lang of LANGS) {
    const link = router.buildLocation({ to: '/$lang/tours/$tour', params: { lang, tour } });
    expect(decodeURI(link.publicHref)).toBe(tourPath(tour, lang));
  }
});
