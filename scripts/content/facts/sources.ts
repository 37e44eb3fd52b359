import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { GenericSchema } from 'valibot';
import { type ChurchGroupFacts, churchGroupFactsSchema } from '../../../src/content/churches/schema.ts';
import { type SiteFacts, siteFactsSchema } from '../../../src/content/site-schema.ts';
import { type TermsFacts, termsFactsSchema } from '../../../src/content/terms/schema.ts';
import { type TourFacts, tourFactsSchema } from '../../../src/content/tours/schema.ts';
import { FACTS_FILE } from '../layout.ts';

/** How the fact files are read: the entries module passes its own reader, so test overlays apply here too. */
export interface FactReader {
  /** A YAML (or JSON) file, parsed. */
  yaml(file: string): unknown;
  /** The front matter of a Markdown file, parsed. */
  frontMatter(file: string): unknown;
  validate<T>(schema: GenericSchema<unknown, T>, input: unknown, file: string): T;
  root: string;
}

/** A tour's facts as its prose states them: the front matter of its index.en.md, without the build's date. */
export type TripFacts = Omit<TourFacts, 'builtOn'>;

/** An entry's facts (index.en.md's front matter, its id added), validated by `schema`. */
function entryFacts<T>(reader: FactReader, schema: GenericSchema<unknown, T>, entry: string, id: string): T {
  const file = join(reader.root, entry, FACTS_FILE);
  return reader.validate(schema, { id, ...(reader.frontMatter(file) as object) }, file);
}

export const tourFactsOf = (reader: FactReader, id: string): TripFacts =>
  entryFacts(reader, tourFactsSchema, `tours/${id}`, id);

export const termsFacts = (reader: FactReader): TermsFacts => entryFacts(reader, termsFactsSchema, 'terms', 'terms');

export const churchGroupFacts = (reader: FactReader): ChurchGroupFacts =>
  entryFacts(reader, churchGroupFactsSchema, 'churches', 'churches');

/** src/content/site.json, as the build checks it (scripts/content/read.ts, readSiteFacts). */
export function siteFacts(reader: FactReader): SiteFacts {
  const file = join(reader.root, 'site.json');
  return reader.validate(siteFactsSchema, reader.yaml(file), file);
}

/** Tour folders (each with its index.en.md), in name order. */
export function tourFolders(root: string): string[] {
  const dir = join(root, 'tours');
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(dir, entry.name, FACTS_FILE)))
    .map((entry) => entry.name)
    .sort();
}
