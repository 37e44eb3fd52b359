import { readFileSync } from 'node:fs';
import * as v from 'valibot';
import { parse } from 'yaml';
import { imageCreditsSchema } from '../../src/content/image-credits-schema.ts';

/** `image-credits.yaml?credits`: the picture records, checked (a bad one fails the build naming its place). */
export function readImageCredits(file: string) {
  const result = v.safeParse(imageCreditsSchema, parse(readFileSync(file, 'utf8')));
  if (result.success) return result.output;
  const problems = result.issues.map((issue) => `${v.getDotPath(issue) ?? '(file)'}: ${issue.message}`);
  throw new Error(`${file}:\n${problems.join('\n')}`);
}
