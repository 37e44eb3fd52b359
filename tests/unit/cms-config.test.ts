// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { cmsConfig } from '../../scripts/cms/config';
import type { DecapField } from '../../scripts/cms/fields';
import { COLLECTIONS } from '../../scripts/content/collections';
import { siteFactsSchema } from '../../src/content/site-schema';
import { tourSlugsSchema } from '../../src/content/tours/schema';
import { generalFaqSchema, tripFactsSchema, tripWordsSchema } from '../../src/content/tours/trip-schema';

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
  const found = COLLECTIONS[name];
  if (!found) throw new Error(`no collection ${name}`);
  return found;
}
const words = (name: string) => (collection(name).entry as unknown as { entries: { words: Shape } }).entries.words;
const facts = (name: string) => collection(name).facts as unknown as Shape;

/** Which schema each kind of file in the editor is written against. */
function schemaOf(file: string): { schema: Shape; extra: string[]; omit: string[] } {
  const collection = /^src\/content\/(\w+)\//.exec(file)?.[1] ?? '';
  if (file.endsWith('site.json')) return { schema: siteFactsSchema as unknown as Shape, extra: [], omit: [] };
  if (file.endsWith('slugs.yaml')) return { schema: tourSlugsSchema as unknown as Shape, extra: [], omit: [] };
  if (file.endsWith('trip.yaml')) return { schema: tripFactsSchema as unknown as Shape, extra: [], omit: [] };
  if (/trip\.\w+\.yaml$/.test(file)) return { schema: tripWordsSchema as unknown as Shape, extra: [], omit: [] };
  if (file.includes('/faq/')) return { schema: generalFaqSchema as unknown as Shape, extra: [], omit: [] };
  if (file.endsWith('facts.yaml')) return { schema: facts(collection), extra: [], omit: ['id'] };
  return { schema: words(collection), extra: ['body'], omit: [] };
}

describe('the editor configuration follows the content schemas', () => {
  const files = cmsConfig().collections.flatMap((collection) => collection.files);

  it.each(files.map((file) => [file.file, file] as const))('%s: every schema field, and only those', (path, file) => {
    const { schema, extra, omit } = schemaOf(path);
    const expected = [...schemaPaths(schema).filter((name) => !omit.includes(name)), ...extra];
    expect(configPaths(file.fields).sort()).toEqual(expected.sort());
  });

  it('every content collection and every tour folder has its files in the editor', () => {
    const edited = new Set(files.map((file) => file.file));
    for (const name of Object.keys(COLLECTIONS))
      expect([...edited].some((file) => file.includes(`/${name}/`))).toBe(true);
    expect(edited).toContain('src/content/site.json');
  });
});
