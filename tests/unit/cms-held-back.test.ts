// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createHeldBack, entryOfFile } from '../../scripts/cms/held-back.mjs';

const SINAI = 'src/content/tours/sinai/index.en.md';
const TURKEY = 'src/content/tours/turkey/index.en.md';
const SITE = 'src/content/site.json';

let project = '';

/** A project with what the build reads (empty but for three content files). */
function makeProject(files: Record<string, string>) {
  project = mkdtempSync(join(tmpdir(), 'held-back-'));
  for (const file of ['index.html', 'package.json', 'tsconfig.json', 'uno.config.ts', 'vite.config.ts'])
    writeFileSync(join(project, file), '');
  for (const dir of ['src', 'scripts', 'public', 'locales', 'node_modules']) mkdirSync(join(project, dir));
  for (const [file, text] of Object.entries(files)) write(file, text);
}

function write(file: string, text: string) {
  mkdirSync(dirname(join(project, file)), { recursive: true });
  writeFileSync(join(project, file), text);
}

afterEach(() => rmSync(project, { recursive: true, force: true }));

describe('one refused entry holds back only itself', () => {
  it('names an entry by its folder, or by its file when it is a file of its own', () => {
    expect(entryOfFile('src/content/tours/sinai/index.hk.md')).toBe('src/content/tours/sinai');
    expect(entryOfFile('src/content/home/index.en.md')).toBe('src/content/home');
    expect(entryOfFile(SITE)).toBe(SITE);
  });

  it('builds the project itself while nothing is held back', () => {
    makeProject({ [SINAI]: 'price: 100' });
    expect(createHeldBack(project).source()).toBe(project);
  });

  it('builds a copy with the refused entry as it last built and every colleague’s change as saved', () => {
    makeProject({ [SINAI]: 'price: 100', [TURKEY]: 'price: 200', [SITE]: '{"phone":"1"}' });
    const held = createHeldBack(project);
    held.rememberBuilt(project);
    write(SINAI, 'price: HK$26,900');
    write(TURKEY, 'price: 250');
    write(SITE, '{"phone":"2"}');
    held.hold(entryOfFile(SINAI), { problems: ['refused'] });

    const source = held.source();
    expect(source).not.toBe(project);
    expect(readFileSync(join(source, SINAI), 'utf8')).toBe('price: 100');
    expect(readFileSync(join(source, TURKEY), 'utf8')).toBe('price: 250');
    expect(readFileSync(join(source, SITE), 'utf8')).toBe('{"phone":"2"}');
    // The office's own copy keeps the refused words, to be corrected in the editor.
    expect(readFileSync(join(project, SINAI), 'utf8')).toBe('price: HK$26,900');
  });

  it('leaves out a new entry that has never built', () => {
    makeProject({ [TURKEY]: 'price: 200' });
    const held = createHeldBack(project);
    held.rememberBuilt(project);
    write(SINAI, 'price: nonsense');
    held.hold(entryOfFile(SINAI), { problems: ['refused'] });
    expect(existsSync(join(held.source(), SINAI))).toBe(false);
  });

  it('tries a refused entry again once it is saved again, and keeps holding it while unchanged', () => {
    makeProject({ [SINAI]: 'price: 100' });
    const held = createHeldBack(project);
    held.rememberBuilt(project);
    write(SINAI, 'price: HK$26,900');
    held.hold(entryOfFile(SINAI), { problems: ['refused'] });
    held.releaseChanged();
    expect(held.entries().map(({ entry }) => entry)).toEqual(['src/content/tours/sinai']);
    write(SINAI, 'price: 3400');
    held.releaseChanged();
    expect(held.entries()).toEqual([]);
    expect(held.source()).toBe(project);
  });

  it('holds back only an entry changed since the last build that worked', () => {
    makeProject({ [SINAI]: 'price: 100', [SITE]: '{"phone":"1"}' });
    const held = createHeldBack(project);
    held.rememberBuilt(project);
    write(SITE, '{"phone":"2"}');
    // A sentence of the tour refused because of the agency's new fact: the tour itself did not change.
    expect(held.changedSinceBuilt(entryOfFile(SINAI))).toBe(false);
    expect(held.changedSinceBuilt(SITE)).toBe(true);
  });
});
