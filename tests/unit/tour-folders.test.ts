// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { copyProject, PROJECT_ROOT } from '../../scripts/project-copy.mjs';
import { LANGS } from '../../src/config/languages';
import { pathFor } from '../../src/config/routes';

// A tour is its folder: a copy of one under a new name and new slugs, and nothing else changed, is three more
// pages, in the sitemap, the listing and the precache; taking the folder away takes them away. Built for real,
// on a copy of the project, so the repository's own content is never touched.
const SOURCE_TOUR = 'turkey-tour';
const NEW_TOUR = 'turkey-tour-autumn';
const NEW_SLUGS = { en: 'turkey-autumn-pilgrimage', hk: '土耳其秋季朝聖之旅', cn: '土耳其秋季朝圣之旅' };
const copy = copyProject('tour-folders-');
afterAll(() => rmSync(copy, { recursive: true, force: true }));

const tourDir = join(copy, 'src/content/tours', NEW_TOUR);
const built = (path: string) => join(copy, 'dist', `${path}.html`);
const pagePaths = () => LANGS.map((lang) => `/${lang}/${NEW_SLUGS[lang]}`);
const distText = (file: string) => readFileSync(join(copy, 'dist', file), 'utf8');

function build() {
  // As `npm run build`: the content compiled into the copy's generated/, then the site built from it.
  execFileSync(process.execPath, [join(copy, 'scripts/compile-content.mjs')], { cwd: copy, stdio: 'pipe' });
  execFileSync(
    process.execPath,
    [join(PROJECT_ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'error'],
    {
      cwd: copy,
      stdio: 'pipe',
    },
  );
}

// Each build compiles the copy's content, then builds it: on a busy two-core machine that takes minutes.
describe('a tour is its folder', { timeout: 480_000 }, () => {
  it('a copied folder with new slugs builds three more pages, in the sitemap, the listing and the pages kept offline', () => {
    cpSync(join(copy, 'src/content/tours', SOURCE_TOUR), tourDir, { recursive: true });
    // The page's address in each language is the `slug` of its language file; cn is derived from hk.
    for (const lang of LANGS) {
      const file = join(tourDir, `index.${lang}.md`);
      if (!existsSync(file)) continue; // no Simplified rewrite: its address is the Traditional one converted
      writeFileSync(file, readFileSync(file, 'utf8').replace(/^slug: .*$/m, `slug: ${NEW_SLUGS[lang]}`));
    }
    build();
    for (const path of pagePaths()) {
      expect(existsSync(built(path)), path).toBe(true);
      expect(distText('sitemap.xml')).toContain(encodeURI(path));
      // Tours are kept per language on request (the worker's list of pages to keep), not precached.
      expect(distText('sw.js')).toContain(encodeURI(path));
    }
    for (const lang of LANGS) {
      const listing = readFileSync(built(pathFor('tours', lang)), 'utf8');
      expect(listing).toContain(`href="${encodeURI(`/${lang}/${NEW_SLUGS[lang]}`)}"`);
    }
    expect(readFileSync(built(pagePaths()[2] ?? ''), 'utf8')).toContain('"@type":"TouristTrip"');
  });

  it('deleting the folder removes its pages everywhere', () => {
    rmSync(tourDir, { recursive: true });
    build();
    for (const path of pagePaths()) {
      expect(existsSync(built(path)), path).toBe(false);
      expect(distText('sitemap.xml')).not.toContain(encodeURI(path));
      expect(distText('sw.js')).not.toContain(encodeURI(path));
    }
    expect(existsSync(built(`/en/${SOURCE_TOUR}`))).toBe(true);
  });
});
