// The names the editor shows for what a build message names by file and field: an entry by its title (as the
// editor's list shows it), a field by its label (as the form shows it, from the editor's config.yml), a line of
// text by its opening words.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { FACTS_FILE } from '../content/layout.ts';
import { dataOf } from '../content/read.ts';

/** A field of the editor's form, as its config.yml lists it. */
interface FormField {
  name: string;
  label: string;
  fields?: FormField[];
  field?: FormField;
}

/** The editor's config.yml, as far as names are read from it. */
export interface EditorConfig {
  collections?: {
    name: string;
    folder?: string;
    fields?: FormField[];
    files?: { name: string; file: string; fields?: FormField[] }[];
  }[];
}

/** Where names come from: the project (entry titles, lines of text) and the editor's config (field labels). */
export interface ProblemContext {
  root?: string;
  editorConfig?: EditorConfig;
}

/** The front matter of a content file, or {} when it cannot be read. */
function frontMatterOf(file: string): Record<string, unknown> {
  try {
    return (dataOf(file) ?? {}) as Record<string, unknown>;
  } catch {
    return {};
  }
}

/** The editor's config (a built site's admin/config.yml), or undefined. */
export function readEditorConfig(site: string | null | undefined): EditorConfig | undefined {
  const file = site && join(site, 'admin', 'config.yml');
  return file && existsSync(file) ? (parse(readFileSync(file, 'utf8')) as EditorConfig) : undefined;
}

export type ProblemNames = ReturnType<typeof problemNames>;

/** `names.entry('tours', 'sinai-adventure')` → "Mount Sinai Adventure"; `names.field(path, 'departures.0.price')`. */
export function problemNames({ root, editorConfig }: ProblemContext = {}) {
  const contentFile = (path: string) => join(root ?? '', path);
  return {
    /** An entry's title in English, or its folder name. */
    entry(collection: string, id: string): string {
      if (!root) return id;
      const front = frontMatterOf(contentFile(`src/content/${collection}/${id}/${FACTS_FILE}`));
      const title = front.title ?? front.name ?? front.tab;
      return typeof title === 'string' && title ? title : id;
    },
    /** The labels along a field's path in the form ("Departures, item 1, Price"), or undefined when unknown. */
    field(path: string, fieldPath: string): string | undefined {
      let fields = fieldsOfFile(editorConfig, path);
      if (!fields) return undefined;
      const labels: string[] = [];
      for (const part of fieldPath.split('.')) {
        if (/^\d+$/.test(part)) {
          labels.push(`item ${Number(part) + 1}`);
          continue;
        }
        const field: FormField | undefined = fields?.find((each) => each.name === part);
        if (!field) return undefined;
        labels.push(field.label);
        fields = field.fields ?? (field.field ? [field.field] : undefined);
      }
      return labels.join(', ');
    },
    /**
     * Line `line` of a content file as the form shows it: a field of the front matter by its label
     * (`{ field: "Subtitle · 副標題" }`), a line of the text by its opening words (`{ words: "Our group climbs…" }`).
     */
    lineOf(path: string, line: number): { field: string; words?: never } | { words: string } | undefined {
      if (!root) return undefined;
      try {
        const lines = readFileSync(contentFile(path), 'utf8').split(/\r?\n/);
        const text = lines[line - 1] ?? '';
        const inFrontMatter = lines[0] === '---' && lines.indexOf('---', 1) >= line;
        const key = inFrontMatter ? /^(\w+):/.exec(text)?.[1] : undefined;
        const field = key && this.field(path, key);
        if (field) return { field };
        const words = text.replace(/^[#>*\-\s]+/, '').trim();
        if (!words) return undefined;
        return { words: words.length > 60 ? `${words.slice(0, 60).trimEnd()}…` : words };
      } catch {
        return undefined;
      }
    },
  };
}

/** The form's fields for a content file: its own (a file of the editor) or its collection's (a folder). */
function fieldsOfFile(editorConfig: EditorConfig | undefined, path: string): FormField[] | undefined {
  const collections = editorConfig?.collections ?? [];
  for (const collection of collections)
    for (const file of collection.files ?? []) if (file.file === path) return file.fields;
  return collections.find((collection) => collection.folder && path.startsWith(`${collection.folder}/`))?.fields;
}

/** Where the editor opens an entry (`#/collections/tours/entries/sinai-adventure`): its folder's, or each file's. */
export function editorAddresses(editorConfig: EditorConfig | undefined, entry: string): string[] {
  const addresses: string[] = [];
  for (const collection of editorConfig?.collections ?? []) {
    for (const file of collection.files ?? [])
      if (file.file === entry || file.file.startsWith(`${entry}/`))
        addresses.push(`#/collections/${collection.name}/entries/${file.name}`);
    if (collection.folder && entry.startsWith(`${collection.folder}/`))
      addresses.push(`#/collections/${collection.name}/entries/${entry.slice(collection.folder.length + 1)}`);
  }
  return addresses;
}
