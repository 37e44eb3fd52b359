import { readFileSync } from 'node:fs';
import * as v from 'valibot';
import type { Plugin } from 'vite';
import { parse } from 'yaml';
import { imageCreditsSchema } from '../../src/content/image-credits-schema.ts';
import { buildTimeModule } from './build-time-module.ts';

/** The picture records, checked: a bad one fails the build naming its place in the file. */
export function readImageCredits(file: string) {
  const result = v.safeParse(imageCreditsSchema, parse(readFileSync(file, 'utf8')));
  if (result.success) return result.output;
  const problems = result.issues.map((issue) => `${v.getDotPath(issue) ?? '(file)'}: ${issue.message}`);
  throw new Error(`${file}:\n${problems.join('\n')}`);
}

/** `image-credits.yaml?credits`: the records as data, so the pages carry no YAML parser. */
export function imageCredits(): Plugin {
  return buildTimeModule('image-credits', /\?credits$/, (file) => readImageCredits(file));
}
