import { existsSync } from 'node:fs';
import { join } from 'node:path';
import * as v from 'valibot';
import { LANGS, LANGUAGES, type Lang } from '../../src/config/languages.ts';
import { pageOfSlug, type TourSlugs } from '../../src/config/routes.ts';
import { slug } from '../../src/content/tours/schema.ts';
import { languageFile } from './entries.ts';
import { tourFolders } from './facts/sources.ts';
import { wordsFileName } from './layout.ts';
import { CONTENT_ROOT, ContentError, dataOf, shown } from './read.ts';
import { toSimplified } from './simplified.ts';

export { tourFolders };

/** A tour's `slug` in one language file, or undefined when there is no such file (an optional index.cn.md). */
function slugIn(dir: string, lang: Lang): string | undefined {
  const file = join(dir, wordsFileName(lang));
  if (!existsSync(file)) return undefined;
  const words = dataOf(file) as { slug?: unknown } | null;
  const result = v.safeParse(slug, words?.slug);
  if (result.success) return result.output;
  const problem = words?.slug === undefined ? 'missing (the page address in this language)' : result.issues[0].message;
  throw new ContentError(`Content error\n${shown(file)}: slug: ${problem}`);
}

/**
 * A tour's page address per language: its `slug` in each language file; a language converted from another
 * (Simplified from Traditional) without its own file takes that language's slug, converted.
 */
function readSlugs(dir: string): Record<Lang, string> {
  const slugOf = (lang: Lang): string => {
    const source = LANGUAGES[lang].convertedFrom;
    return slugIn(dir, lang) ?? (source ? toSimplified(slugIn(dir, source) ?? '') : '');
  };
  return Object.fromEntries(LANGS.map((lang) => [lang, slugOf(lang)])) as Record<Lang, string>;
}

/**
 * Every tour's slugs. A slug taken by a fixed page or by another tour fails, naming both, so two pages never
 * share an address.
 */
export function readTourSlugs(contentRoot = CONTENT_ROOT): TourSlugs {
  const table: TourSlugs = {};
  for (const id of tourFolders(contentRoot)) {
    const slugs = readSlugs(join(contentRoot, 'tours', id));
    for (const lang of LANGS) {
      const page = pageOfSlug(slugs[lang], lang);
      const tour = Object.keys(table).find((other) => table[other]?.[lang] === slugs[lang]);
      if (!page && !tour) continue;
      const file = shown(languageFile(join(contentRoot, 'tours', id), lang));
      const owner = page ? `the ${page} page` : `the tour ${tour}`;
      throw new ContentError(`Content error\n${file}: slug: "${slugs[lang]}" is already the address of ${owner}`);
    }
    table[id] = slugs;
  }
  return table;
}
