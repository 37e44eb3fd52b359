import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import * as v from 'valibot';
import { siteFactsSchema } from '../../src/content/site-schema.ts';
import { CONTENT_ROOT, ContentError } from './entries.ts';

/** Checks src/content/site.json as the build reads it; a bad value fails naming the file and the field. */
export function checkSiteFacts(contentRoot = CONTENT_ROOT): void {
  const file = join(contentRoot, 'site.json');
  const shown = relative(process.cwd(), file);
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new ContentError(`${shown}: not valid JSON: ${(error as Error).message}`);
  }
  const result = v.safeParse(siteFactsSchema, data);
  if (result.success) return;
  const problems = result.issues.map((issue) => `${shown}: ${v.getDotPath(issue) ?? '(file)'}: ${issue.message}`);
  throw new ContentError(`Content error\n${problems.join('\n')}`);
}
