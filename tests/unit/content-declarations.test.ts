// @vitest-environment node
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { COLLECTION_NAMES } from '../../scripts/content/collections';
import { DECLARATIONS_FILE, moduleDeclarations } from '../../scripts/content/module-declarations';

it('declares every collection module as the registry has it (the build rewrites the file; commit it)', () => {
  expect(readFileSync(DECLARATIONS_FILE, 'utf8')).toBe(moduleDeclarations());
});

it('gives each collection its module, typed by the page-side types its registry entry names', () => {
  const declared = moduleDeclarations();
  for (const name of COLLECTION_NAMES) {
    expect(declared).toContain(`declare module 'virtual:content/${name}' {`);
    expect(declared).toMatch(new RegExp(`Loader<import\\('\\./${name}/schema'\\)\\.\\w+`));
  }
});
