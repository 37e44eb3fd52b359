import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as v from 'valibot';
import { parse } from 'yaml';
import { type SiteFacts, siteFactsSchema } from '../../src/content/site-schema.ts';
import type { FactReader } from './facts/sources.ts';
import { splitFrontMatter } from './layout.ts';

/**
 * The one way a content file is read, parsed and validated: the build, the checks, the editor's config and the
 * tests all read src/content through this module, so each file is parsed once per change and every error names
 * its file and field the same way.
 */
export const CONTENT_ROOT = fileURLToPath(new URL('../../src/content/', import.meta.url));
/** The UI strings, one `<lang>.json` per language (en.json the source): compiled with the content. */
export const LOCALES_ROOT = fileURLToPath(new URL('../../locales/', import.meta.url));

/** Where files are read: src/content, or an overlay folder whose files replace the same paths (tests). */
export interface ContentSource {
  overlay?: string;
}

export class ContentError extends Error {}

/** A file as messages name it: relative to where the command runs. */
export const shown = (file: string) => relative(process.cwd(), file);

/** The file actually read for `file`: the overlay's copy when it has one. */
function located(file: string, { overlay }: ContentSource): string {
  const replaced = overlay ? join(overlay, relative(CONTENT_ROOT, file)) : '';
  return replaced && existsSync(replaced) ? replaced : file;
}

export const read = (file: string, source: ContentSource = {}): string => readFileSync(located(file, source), 'utf8');

export const exists = (file: string, source: ContentSource = {}): boolean => existsSync(located(file, source));

export function parseYaml(text: string, file: string): unknown {
  try {
    return parse(text);
  } catch (error) {
    throw new ContentError(`${shown(file)}: not valid YAML: ${(error as Error).message}`);
  }
}

const parsed = new Map<string, unknown>();

/** A content file's data, parsed once until it changes: a Markdown file's front matter, a YAML or JSON file whole. */
export function dataOf(file: string, source: ContentSource = {}): unknown {
  const path = located(file, source);
  const key = `${path}@${statSync(path).mtimeMs}`;
  if (parsed.has(key)) return parsed.get(key);
  const text = readFileSync(path, 'utf8');
  const data = parseYaml(file.endsWith('.md') ? splitFrontMatter(text).frontMatter : text, file);
  parsed.set(key, data);
  return data;
}

/** What valibot refused, one line each: the file (`fileOf` the part's root, for an entry's parts) and the field. */
function refused(issues: v.BaseIssue<unknown>[], where: (path: string[]) => [file: string, field: string]): never {
  const problems = issues.map((issue) => {
    const [file, field] = where((v.getDotPath(issue) ?? '').split('.').filter(Boolean));
    return `${shown(file)}: ${field ? `${field}: ` : ''}${issue.message}`;
  });
  throw new ContentError(`Content error\n${problems.join('\n')}`);
}

/** An entry's parts (`{ facts, words }`) validated by `schema`; a problem names the part's file and the field. */
export function validate<T>(schema: v.GenericSchema<unknown, T>, input: unknown, fileOf: (root: string) => string): T {
  const result = v.safeParse(schema, input);
  if (result.success) return result.output;
  return refused(result.issues, ([root = '', ...path]) => [fileOf(root), path.join('.') || root]);
}

/** A file's data validated by `schema`; a problem names the file and the field's whole path. */
export function validateFile<T>(schema: v.GenericSchema<unknown, T>, input: unknown, file: string): T {
  const result = v.safeParse(schema, input);
  if (result.success) return result.output;
  return refused(result.issues, (path) => [file, path.join('.')]);
}

/** The reader the fact modules take (facts/sources.ts): validating, and following the overlay of `source`. */
export const contentReader = (source: ContentSource = {}): FactReader => ({
  root: CONTENT_ROOT,
  yaml: (file) => dataOf(file, source),
  frontMatter: (file) => dataOf(file, source),
  validate: (schema, input, file) => validateFile(schema, input, file),
});

export const SITE_FACTS_FILE = join(CONTENT_ROOT, 'site.json');

/** src/content/site.json, validated: a bad value fails naming the file and the field. */
export const readSiteFacts = (source: ContentSource = {}): SiteFacts =>
  validateFile(siteFactsSchema, dataOf(SITE_FACTS_FILE, source), SITE_FACTS_FILE);
