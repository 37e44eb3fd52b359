import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import * as v from 'valibot';
import { parse } from 'yaml';
import { LANGS, matchPage, type TourSlugs } from '../../src/config/routes.ts';
import { tourSlugsSchema } from '../../src/content/tours/schema.ts';
import { CONTENT_ROOT } from './entries.ts';
import { toSimplified } from './simplified.ts';

/** Tour folders: every folder under tours/ with a facts.yaml, in name order. */
export function tourFolders(contentRoot = CONTENT_ROOT): string[] {
  const dir = join(contentRoot, 'tours');
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(dir, entry.name, 'facts.yaml')))
    .map((entry) => entry.name)
    .sort();
}

function readSlugs(file: string): Record<(typeof LANGS)[number], string> {
  const shown = relative(process.cwd(), file);
  if (!existsSync(file)) throw new Error(`${shown}: missing (every tour folder names its page's address per language)`);
  const result = v.safeParse(tourSlugsSchema, parse(readFileSync(file, 'utf8')));
  if (!result.success) {
    const problems = result.issues.map((issue) => `${shown}: ${v.getDotPath(issue) ?? '(file)'}: ${issue.message}`);
    throw new Error(`Content error\n${problems.join('\n')}`);
  }
  const { en, hk, cn = toSimplified(hk) } = result.output;
  return { en, hk, cn };
}

/**
 * Every tour's slugs from `tours/<id>/slugs.yaml`. A slug taken by a fixed page or by another tour fails,
 * naming both, so two pages never share an address.
 */
export function readTourSlugs(contentRoot = CONTENT_ROOT): TourSlugs {
  const table: TourSlugs = {};
  for (const id of tourFolders(contentRoot)) {
    const slugs = readSlugs(join(contentRoot, 'tours', id, 'slugs.yaml'));
    for (const lang of LANGS) {
      const page = matchPage(`/${lang}/${slugs[lang]}`)?.page;
      const tour = Object.keys(table).find((other) => table[other]?.[lang] === slugs[lang]);
      if (page || tour)
        throw new Error(`src/content/tours/${id}/slugs.yaml: ${lang}: "${slugs[lang]}" is already ${page ?? tour}'s`);
    }
    table[id] = slugs;
  }
  return table;
}

/** For Node code that imports src/config/routes.ts without Vite (the Vite config itself, Playwright). */
export function provideTourSlugs(contentRoot = CONTENT_ROOT): TourSlugs {
  const table = readTourSlugs(contentRoot);
  (globalThis as { __TOUR_SLUGS__?: TourSlugs }).__TOUR_SLUGS__ = table;
  return table;
}
