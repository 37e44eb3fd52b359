// @vitest-environment node
import { readdirSync } from 'node:fs';
import { expect, it } from 'vitest';
import { PAGE_KEYS } from '../../src/config/routes';
import { PAGE_MODULES, pageModuleFile } from '../../src/shared/page-head';

/**
 * The build lists each page's start-up chunks by its module's name (scripts/build/asset-tags.ts): a page without
 * one would start up a round of requests late, a module no page names would ship as a chunk nothing loads.
 */
it('every page, a tour and an article included, has its lazily loaded module in src/app/pages, and no other is there', () => {
  const pages = [...PAGE_KEYS, 'tour', 'article'] as const;
  const files = readdirSync(PAGE_MODULES).map((name) => `${PAGE_MODULES}${name}`);
  expect(files.sort()).toEqual(pages.map(pageModuleFile).sort());
});
