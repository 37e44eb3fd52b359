import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { COLLECTION_NAMES, COLLECTIONS, type CollectionName } from './collections.ts';
import { CONTENT_ROOT } from './read.ts';
import { TABLES } from './tables.ts';

/** Where the declarations of `virtual:content/<name>` are written (the type check reads them; the build refreshes them). */
export const DECLARATIONS_FILE = join(CONTENT_ROOT, 'collections.d.ts');

/** A page-side type of a collection, from its schema file (src/content/<name>/schema.ts). */
const schemaType = (name: CollectionName, type: string) => {
  const [base = type, list = ''] = /^(\w+)(\[\])?$/.exec(type)?.slice(1) ?? [];
  return `import('./${name}/schema').${base}${list}`;
};

const entryType = (name: CollectionName) => schemaType(name, COLLECTIONS[name].types.entry);

function collectionExports(name: CollectionName): string[] {
  const { facts } = COLLECTIONS[name].types;
  return [
    `  export const facts: Record<string, ${facts ? schemaType(name, facts) : 'unknown'}>;`,
    `  export const entries: Record<Lang, Record<string, Loader<${entryType(name)}>>>;`,
  ];
}

function tableExport(name: string): string[] {
  const parts = Object.entries(TABLES[name] ?? {}).map(([part, { collection, fields }]) => {
    const picked = fields
      ? `Pick<${entryType(collection)}, ${fields.map((f) => `'${f}'`).join(' | ')}>`
      : entryType(collection);
    return `    ${part}: Record<string, ${picked}>;`;
  });
  return parts.length ? ['  export const table: Tables<{', ...parts, '  }>;'] : [];
}

/** The declarations of every `virtual:content/<name>` module, written from the registry (collections.ts, tables.ts). */
export function moduleDeclarations(): string {
  const names = [...new Set<string>([...COLLECTION_NAMES, ...Object.keys(TABLES)])];
  const modules = names.map((name) =>
    [
      `declare module 'virtual:content/${name}' {`,
      "  type Lang = import('../config/languages').Lang;",
      "  type Loader<T> = import('./module-types').Loader<T>;",
      "  type Tables<T> = import('./module-types').Tables<T>;",
      '',
      ...(COLLECTION_NAMES.includes(name as CollectionName) ? collectionExports(name as CollectionName) : []),
      ...tableExport(name),
      '}',
    ].join('\n'),
  );
  const header = [
    '// Written by the build from scripts/content/collections.ts and tables.ts (npm run build, npm run dev): do not edit.',
    "// Each collection: every entry's facts by id, per language each entry's loader, and its table.",
  ];
  return `${[...header, '', modules.join('\n\n')].join('\n')}\n`;
}

/** Writes the declarations when the registry changed them; true when it did. */
export function refreshModuleDeclarations(): boolean {
  const text = moduleDeclarations();
  if (existsSync(DECLARATIONS_FILE) && readFileSync(DECLARATIONS_FILE, 'utf8') === text) return false;
  writeFileSync(DECLARATIONS_FILE, text);
  return true;
}
