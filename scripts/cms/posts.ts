import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type * as v from 'valibot';
import { NAME_FORMS, SOURCE_LANG } from '../../src/config/languages.ts';
import { PAGE_KEYS, pathFor } from '../../src/config/routes.ts';
import { isoToday } from '../../src/content/tours/departures.ts';
import { collectionNamed } from '../content/collections.ts';
import { entryIds, factsFileOf, loadFacts } from '../content/entries.ts';
import { tourFolders } from '../content/facts/sources.ts';
import { wordsFileName } from '../content/layout.ts';
import { CONTENT_ROOT, dataOf } from '../content/read.ts';
import { readTourSlugs } from '../content/tour-slugs.ts';
import { translated } from './both-languages.ts';
import { CONVERTED_LANGS, editorLanguageName, SIDE_BY_SIDE, sideBySideDescription } from './editor-languages.ts';
import { type DecapField, fieldsOf } from './fields.ts';
import { FRONT_MATTER_FORMAT } from './front-matter.ts';
import { wordsFor } from './labels.ts';

/** The languages written in the editor, side by side (the converted ones, Simplified Chinese, are made by the build). */
export const EDITOR_I18N = { structure: 'multiple_files', locales: SIDE_BY_SIDE, default_locale: SOURCE_LANG } as const;

// Formatted text only: the office never meets the marked-up form ("## ") or a toggle to it.
export const body: DecapField = { name: 'body', ...wordsFor('body'), widget: 'markdown', modes: ['rich_text'] };

function collectionOf(name: string) {
  const collection = collectionNamed(name);
  if (!collection) throw new Error(`No content collection "${name}" (scripts/content/collections.ts)`);
  return collection;
}

/** What an entry's language file holds: the words schema of its collection (then the Markdown body). */
export const wordsOf = (name: string) =>
  (collectionOf(name).entry as unknown as { entries: { words: v.GenericSchema } }).entries.words;

/** Every tour by its English name (the folder name is what the file keeps). */
const tourChoices = () =>
  tourFolders(CONTENT_ROOT).map((id) => {
    return { label: englishTitle('tours', id), value: id };
  });

/** Every page address in use on the editor's two sides: each tour's, and the fixed pages' (the blog, …). */
function addressesInUse(): NonNullable<DecapField['taken']> {
  const names = new Map(tourChoices().map(({ value, label }) => [value, `the tour “${label}”`]));
  const slugs = readTourSlugs();
  const lastPart = (path: string) => path.split('/').filter(Boolean).at(-1) ?? '';
  return Object.fromEntries(
    NAME_FORMS.map((lang) => [
      lang,
      Object.fromEntries([
        ...PAGE_KEYS.filter((key) => key !== 'home').map((key) => [
          lastPart(pathFor(key, lang)),
          { id: '', name: `the site’s ${key} page` },
        ]),
        ...Object.entries(slugs).map(([id, bySide]) => [bySide[lang], { id, name: names.get(id) ?? id }]),
      ]),
    ]),
  );
}

/** Fields a member of staff picks rather than types. */
function withChoices(field: DecapField): DecapField {
  if (field.name === 'tour') return { ...field, widget: 'select', options: tourChoices() };
  if (field.name === 'tours') return { ...field, widget: 'select', multiple: true, options: tourChoices() };
  return field;
}

/**
 * What a new entry starts with, so a member of staff types only what is new: its `order` (a post first), the byline most
 * entries carry (a blog post's is usually the team's), today's date and, for a post, the News category.
 */
function newEntryDefaults(name: string): Record<string, unknown> {
  const entries = entryIds(name).map((id) => loadFacts(factsFileOf(`${name}/${id}`)) as Record<string, unknown>);
  const orders = entries.map((entry) => entry.order).filter((order): order is number => typeof order === 'number');
  const bylines = entries.flatMap((entry) => (entry.author ? [JSON.stringify(entry.author)] : []));
  const count = (byline: string) => bylines.filter((each) => each === byline).length;
  const usual = [...new Set(bylines)].sort((a, b) => count(b) - count(a))[0];
  const dated = entries.some((entry) => typeof entry.published === 'string');
  const categorised = entries.some((entry) => typeof entry.category === 'string');
  // A dated post (the news) comes first, on the site and in the editor's list; anything else after the others.
  const next = dated ? Math.min(...orders) - 1 : Math.max(...orders) + 1;
  return {
    ...(orders.length ? { order: next } : {}),
    ...(usual ? { author: JSON.parse(usual) } : {}),
    // A new post is most often the office's news, published the day it is written (the editor's settings are made again at each build).
    ...(dated ? { published: isoToday() } : {}),
    ...(categorised ? { category: 'news' } : {}),
  };
}

/** A field starting with `value`; a group of fields (the byline in two languages) each with its own part. */
function startingWith(field: DecapField, value: unknown): DecapField {
  if (value === undefined) return field;
  if (!field.fields || typeof value !== 'object' || value === null) return { ...field, default: value };
  const parts = value as Record<string, unknown>;
  return { ...field, fields: field.fields.map((inner) => startingWith(inner, parts[inner.name])) };
}

/**
 * A collection in the editor's own layout (scripts/content/layout.ts): one folder per entry, which the editor can
 * create. English and Chinese side by side: the words (and the text) per language, the facts once, on the English
 * side. A new entry's folder (a blog post's page address) is made from its English `identifier` (a post's tab).
 */
export function postsCollection(name: string, label: string, singular: string, identifier: string) {
  const starts = newEntryDefaults(name);
  const facts = fieldsOf(collectionOf(name).facts, ['id']).map((field) => ({
    ...startingWith(withChoices(field), starts[field.name]),
    i18n: false,
  }));
  const words = [...fieldsOf(wordsOf(name)), body]
    .map((field) => (field.name === 'slug' ? { ...field, widget: 'page-address', taken: addressesInUse() } : field))
    .map(translated);
  return {
    name,
    label,
    label_singular: singular,
    description: sideBySideDescription(),
    folder: `src/content/${name}`,
    path: '{{slug}}/index',
    // Pictures uploaded while writing an entry go where the site finds pictures, not into the entry's folder.
    media_folder: '/src/content/images',
    public_folder: '/src/content/images',
    extension: 'md',
    format: FRONT_MATTER_FORMAT,
    create: true,
    i18n: true,
    identifier_field: identifier,
    summary: `{{${words.some((field) => field.name === 'title') ? 'title' : identifier}}}`,
    // Listed as the site lists them.
    ...(facts.some((field) => field.name === 'order')
      ? { sortable_fields: [{ field: 'order', label: 'Order on the site', default_sort: 'asc' }] }
      : {}),
    fields: [...words.slice(0, -1), ...facts, ...words.slice(-1)],
  };
}

/** An entry's English title (or name, or tab), as the editor's lists show it; its folder name when it has none. */
function englishTitle(collection: string, id: string): string {
  const words = (dataOf(factsFileOf(`${collection}/${id}`)) ?? {}) as Record<string, unknown>;
  const title = [words.title, words.name, words.tab].find((each) => typeof each === 'string' && each);
  return typeof title === 'string' ? title : id;
}

/**
 * The pages of a converted language (Simplified Chinese) written by hand rather than made from the words they are
 * converted from by the build, each editable on its own: one collection per converted language.
 */
export function ownWordings(name: string, label: string) {
  return CONVERTED_LANGS.map((lang) => {
    const language = editorLanguageName(lang);
    const files = entryIds(name)
      .filter((id) => existsSync(join(CONTENT_ROOT, name, id, wordsFileName(lang))))
      .map((id) => ({
        name: id,
        label: `${englishTitle(name, id)}: ${language}, own wording`,
        file: `src/content/${name}/${id}/${wordsFileName(lang)}`,
        fields: [...fieldsOf(wordsOf(name)), body],
      }));
    return { name: `${name}-${lang}`, label: `${label}: own ${language} wording`, format: FRONT_MATTER_FORMAT, files };
  });
}
