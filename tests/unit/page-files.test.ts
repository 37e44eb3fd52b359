// @vitest-environment node
import { readdirSync } from 'node:fs';
import { expect, it } from 'vitest';
import { PAGE_FILES } from '../../src/app/page-files';

/** What src/app/pages.ts globs: `features/<feature>/<name>-page.tsx`, each built as its own chunk. */
function pageModules(): string[] {
  return readdirSync('src/features').flatMap((feature) =>
    readdirSync(`src/features/${feature}`)
      .filter((name) => name.endsWith('-page.tsx'))
      .map((name) => `features/${feature}/${name}`),
  );
}

it('every page module under src/features is a registered page, so none ships as a chunk nothing loads', () => {
  expect(Object.values(PAGE_FILES).sort()).toEqual(pageModules().sort());
});
