import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { CONTENT_ROOT } from '../content/read.ts';
import { cmsConfig } from './config.ts';
import { fromFile, toFile } from './front-matter.ts';

type Collection = ReturnType<typeof cmsConfig>['collections'][number];

/** Every content file the editor saves (index.<lang>.md), as a path from the project root. */
export function contentFiles(dir = CONTENT_ROOT): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return contentFiles(path);
    return /^index\.(en|hk|cn)\.md$/.test(entry.name) ? [relative(process.cwd(), path)] : [];
  });
}

/** The order the editor writes a file's fields in: its collection's (or its file's) fields, as configured. */
function orderFor(file: string, collections: Collection[]): string[] {
  for (const collection of collections) {
    if ('folder' in collection && file.startsWith(`${collection.folder}/`))
      return collection.fields.map((field) => field.name);
    const match = 'files' in collection ? collection.files.find((each) => each.file === file) : undefined;
    if (match) return match.fields.map((field) => field.name);
  }
  return [];
}

/**
 * The content files not yet written as the editor writes them (scripts/cms/front-matter.ts); with `write`,
 * rewritten so. A file in that form changes, when saved in the editor, only in the lines of what changed.
 */
export function unformattedContent({ write = false } = {}): string[] {
  const { collections } = cmsConfig();
  return contentFiles().filter((file) => {
    const text = readFileSync(file, 'utf8');
    const formatted = toFile(fromFile(text), orderFor(file, collections));
    if (formatted === text) return false;
    if (write) writeFileSync(file, formatted);
    return true;
  });
}
