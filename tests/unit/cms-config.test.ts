// @vitest-environment node
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import en from '../../locales/en.json';
import { cmsConfig } from '../../scripts/cms/config';
import type { DecapField } from '../../scripts/cms/fields';
import { COLLECTIONS, collectionNamed } from '../../scripts/content/collections';
import { imageCreditsSchema } from '../../src/content/image-credits-schema';
import { termTableSchema } from '../../src/content/simplified-terms-schema';
import { siteFactsSchema } from '../../src/content/site-schema';

type Shape = { type: string; entries?: Record<string, Shape>; wrapped?: Shape; item?: Shape; items?: Shape[] };

/** Every field path a schema describes (`departures.price`), as the files hold them. */
function schemaPaths(schema: Shape, prefix = ''): string[] {
  const node = schema.type === 'optional' ? (schema.wrapped as Shape) : schema;
  const inner = node.type === 'array' ? node.item : node.type === 'tuple' ? node.items?.[0] : node;
  const object = inner?.type === 'optional' ? inner.wrapped : inner;
  if (object?.type !== 'object' || !object.entries) return [];
  return Object.entries(object.entries).flatMap(([name, entry]) => [
    `${prefix}${name}`,
    ...schemaPaths(entry, `${prefix}${name}.`),
  ]);
}

function configPaths(fields: DecapField[], prefix = ''): string[] {
  return fields.flatMap((field) => [
    `${prefix}${field.name}`,
    ...configPaths(field.fields ?? [], `${prefix}${field.name}.`),
  ]);
}

function collection(name: string) {
  const found = collectionNamed(name);
  if (!found) throw new Error(`no collection ${name}`);
  return found;
}
const words = (name: string) => (collection(name).entry as unknown as { entries: { words: Shape } }).entries.words;
const facts = (name: string) => collection(name).facts as unknown as Shape;

/** Which schema each kind of file in the editor is written against. */
function schemaOf(file: string): { schema: Shape; extra: string[]; omit: string[] } {
  const collection = /^src\/content\/(\w+)\//.exec(file)?.[1] ?? '';
  if (file.endsWith('site.json')) return { schema: siteFactsSchema as unknown as Shape, extra: [], omit: [] };
  if (file.endsWith('simplified-terms.yaml'))
    return { schema: termTableSchema as unknown as Shape, extra: [], omit: [] };
  if (file.endsWith('image-credits.yaml'))
    return { schema: imageCreditsSchema as unknown as Shape, extra: [], omit: [] };
  // index.en.md holds the facts beside the English words; the other languages only the words.
  if (file.endsWith('index.en.md'))
    return { schema: words(collection), extra: ['body', ...schemaPaths(facts(collection))], omit: ['id'] };
  return { schema: words(collection), extra: ['body'], omit: [] };
}

describe('the editor configuration follows the content schemas', () => {
  const { collections } = cmsConfig();
  const files = collections.flatMap((collection) => ('files' in collection ? collection.files : []));
  const folders = collections.flatMap((collection) => ('folder' in collection ? [collection] : []));

  it.each(files.map((file) => [file.file, file] as const))('%s: every schema field, and only those', (path, file) => {
    const { schema, extra, omit } = schemaOf(path);
    const expected = [...schemaPaths(schema), ...extra].filter((name) => !omit.includes(name));
    expect(configPaths(file.fields).sort()).toEqual(expected.sort());
  });

  it.each(folders.map((folder) => [folder.name, folder] as const))(
    '%s (created in the editor): every schema field, facts once and words per language',
    (name, folder) => {
      const factFields = schemaPaths(facts(name)).filter((field) => field !== 'id');
      const wordFields = [...schemaPaths(words(name)), 'body'];
      expect(configPaths(folder.fields).sort()).toEqual([...factFields, ...wordFields].sort());
      const translated = folder.fields.filter((field) => field.i18n).map((field) => field.name);
      expect(translated.sort()).toEqual(wordFields.filter((field) => !field.includes('.')).sort());
    },
  );

  it('every content collection and every tour folder has its files in the editor, and the Simplified terms', () => {
    const edited = new Set([...files.map((file) => file.file), ...folders.map((folder) => `${folder.folder}/`)]);
    for (const name of Object.keys(COLLECTIONS))
      expect([...edited].some((file) => file.includes(`/${name}/`))).toBe(true);
    expect(edited).toContain('src/content/site.json');
    expect(edited).toContain('src/content/simplified-terms.yaml');
    expect(edited).toContain('src/content/image-credits.yaml');
  });
});

describe('the editor speaks plainly and checks what Decap leaves unchecked', () => {
  const all = (fields: DecapField[]): DecapField[] =>
    fields.flatMap((field) => [field, ...all(field.fields ?? []), ...(field.field ? all([field.field]) : [])]);
  const { collections } = cmsConfig();
  const fields = all(
    collections.flatMap((collection) =>
      'files' in collection ? collection.files.flatMap((file) => file.fields) : collection.fields,
    ),
  );

  it('dates use the day/month/year field, money the price field, and Decap’s datetime nowhere', () => {
    expect(fields.filter((field) => field.widget === 'datetime')).toEqual([]);
    for (const name of ['published', 'start']) {
      const found = fields.filter((field) => field.name === name);
      expect(found.length).toBeGreaterThan(0);
      for (const field of found) expect(field.widget).toBe('day-date');
    }
    const money = fields.filter((field) => field.name === 'price' || field.name === 'deposit');
    expect(money.length).toBeGreaterThan(0);
    for (const field of money) expect(field).toMatchObject({ widget: 'price', currency_field: 'currency' });
    expect(fields.find((field) => field.name === 'price')?.min).toBe(1);
  });

  it('choices are shown by their words, lists of records by a line of their values', () => {
    const status = fields.find((field) => field.name === 'status');
    expect(status?.options).toContainEqual({ label: en['tour.status.few-left'], value: 'few-left' });
    const pictures = (field: DecapField) => /^Choose (a picture|pictures)/.test(field.hint ?? '');
    for (const field of fields.filter(
      (each) => each.widget === 'select' && each.name !== 'tour' && each.name !== 'tours' && !pictures(each),
    ))
      for (const option of field.options ?? []) expect(typeof option, field.name).toBe('object');
    for (const field of fields.filter((each) => each.widget === 'list' && each.fields))
      expect(field.summary, field.name).toMatch(/\{\{fields\./);
    const technical = ['Hkd per usd', 'Demand', 'Faq', 'Q', 'A', 'Lon', 'Lat', 'Seo title', 'Cn'];
    expect(fields.filter((field) => technical.includes(field.label)).map((field) => field.label)).toEqual([]);
    expect(fields.find((field) => field.name === 'hkdPerUsd')?.label).toBe('Hong Kong dollars to one US dollar');
  });

  it('a list counts its items in proper English, and a closed line of words shows its own words', () => {
    const lists = fields.filter((field) => field.widget === 'list');
    expect(lists.length).toBeGreaterThan(5);
    for (const list of lists) {
      // Decap writes "1 <label_singular>": never the plural label ("1 departures").
      expect(list.label_singular, list.name).toBeTruthy();
      expect(list.label_singular, list.name).not.toBe(list.label);
    }
    const highlights = lists.find((field) => field.name === 'highlights');
    expect(highlights?.summary).toBe(`{{fields.${highlights?.field?.name}}}`);
  });

  it('explains in each text’s hint what every fact in braces becomes, and dates as the field shows them', () => {
    const tours = collections.find((collection) => collection.name === 'tours');
    const tourFields = tours && 'fields' in tours ? all(tours.fields) : [];
    const body = tourFields.find((field) => field.name === 'body');
    expect(body?.hint).toContain('{deposit} becomes the tour’s deposit');
    expect(body?.hint).toContain('{phone} becomes the office phone number');
    expect(fields.filter((field) => field.hint?.includes('{facts}'))).toEqual([]);
    for (const field of fields.filter((each) => each.widget === 'day-date'))
      expect(field.hint ?? '', field.name).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    // The text is written formatted only: no switch to its marked-up form.
    expect(body?.modes).toEqual(['rich_text']);
  });

  it('a whole number (days, fitness level) is typed as one, however the schema builds it', () => {
    const tours = collections.find((collection) => collection.name === 'tours');
    const tourFields = tours && 'fields' in tours ? all(tours.fields) : [];
    for (const name of ['balanceDueDays', 'demand', 'campNights'])
      expect(tourFields.find((field) => field.name === name)?.value_type, name).toBe('int');
  });

  it('a route stop’s days are named as the stop’s, not as the itinerary’s pictures', () => {
    const tours = collections.find((collection) => collection.name === 'tours');
    const tourFields = tours && 'fields' in tours ? tours.fields : [];
    const route = all(tourFields).find((field) => field.name === 'route');
    const stopDays = route?.fields?.find((field) => field.name === 'days');
    const itineraryDays = tourFields.find((field) => field.name === 'days');
    expect(stopDays?.label).toBeTruthy();
    expect(stopDays?.label).not.toBe(itineraryDays?.label);
  });

  it('money fields say their currency in the label', () => {
    const price = fields.find((field) => field.name === 'price');
    expect(price?.label).toBe('Price in US$');
  });

  it('a picture is chosen from the pictures there are, never typed', () => {
    const images = readdirSync('src/content/images').map((file) => file.replace(/\.\w+$/, ''));
    const pictureFields = fields.filter((field) =>
      ['image', 'hero', 'banner', 'images', 'gallery'].includes(field.name),
    );
    expect(pictureFields.length).toBeGreaterThan(4);
    for (const field of pictureFields) {
      // One picture: chosen from the list or uploaded on the spot (the `picture` widget); several: chosen from the list.
      expect(field.widget, field.name).toBe(field.multiple ? 'select' : 'picture');
      expect(field.options?.length, field.name).toBeGreaterThan(10);
      for (const option of field.options ?? []) expect(images, field.name).toContain(option);
    }
  });

  it('a blog post’s translated text fields are checked on both language sides, labelled in both', () => {
    const blog = collections.find((collection) => collection.name === 'blog');
    const title = blog && 'fields' in blog ? blog.fields.find((field) => field.name === 'title') : undefined;
    expect(title).toMatchObject({ widget: 'both-languages', base: 'string', i18n: true, label: 'Title · 標題' });
  });
});
