// @vitest-environment node
import { readdirSync } from 'node:fs';
import { expect, it } from 'vitest';
import { PAGE_FILES } from '../../src/app/page-files';

/** What src/app/pages.ts globs: `features/<feature>/<name>-page.tsx` and `app/<name>-page.ts(x)`, each its own chunk. */
function pageModules(): string[] {
  const featurePages = readdirSync('src/features').flatMap((feature) =>
    readdirSync(`src/features/${feature}`)
      .filter((name) => name.endsWith('-page.tsx'))
      .map((name) => `features/${feature}/${name}`),
  );
  const appPages = readdirSync('src/app')
    .filter((name) => /-page\.tsx?$/.test(name))
    .map((name) => `app/${name}`);
  return [...featurePages, ...appPages];
}

it('every page module (src/features, src/app) is a registered page, so none ships as a chunk nothing loads', () => {
  expect(Object.values(PAGE_FILES).sort()).toEqual(pageModules().sort());
});
