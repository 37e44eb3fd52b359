// @vitest-environment node
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createMemoryHistory } from '@tanstack/react-router';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { documents } from '../../scripts/build/prerender-plugin';
import { CONTENT_ROOT } from '../../scripts/content/read';
import { provideTourSlugs } from '../../scripts/content/tour-slugs';
import { createAppRouter } from '../../src/app/router';
import { LANGS } from '../../src/config/languages';
import { isUnknownPage, toRoutePath, tourIds, tourPath } from '../../src/config/routes';

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
  provideTourSlugs(contentCopy); // what vite.config.ts does with the real content at build time
});

afterAll(() => {
  provideTourSlugs();
  rmSync(contentCopy, { recursive: true, force: true });
});

it("a tour's slug changed in its content changes that page's address, its file and its links, with no code touched", () => {
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
