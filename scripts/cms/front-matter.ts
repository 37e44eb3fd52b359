import { Document, isMap, isScalar, isSeq, parse, type Node as YamlNode } from 'yaml';
import { splitFrontMatter } from '../content/layout.ts';

/**
 * How every content file (index.<lang>.md) is written, by the editor and in the repository alike: YAML front
 * matter, then the Markdown text. The editor saves through this one format (registered in its widgets' script),
 * so a file already in this form changes, on a save, only in the lines of the fields that changed.
 */
export const FRONT_MATTER_FORMAT = 'front-matter';

/** A file's fields, the Markdown text as `body` (the editor's shape of an entry). */
export function fromFile(text: string): Record<string, unknown> {
  const { frontMatter, markdown } = splitFrontMatter(text);
  const data = (parse(frontMatter) ?? {}) as Record<string, unknown>;
  return markdown.trim() ? { ...data, body: markdown } : data;
}

/** A few short values (a departure, a name in two languages, a group size): read at a glance on one line. */
const isFlat = (node: unknown) =>
  isMap(node) &&
  node.items.length <= 4 &&
  node.items.every(
    (pair) => isScalar(pair.value) && (typeof pair.value.value !== 'string' || pair.value.value.length <= 32),
  );

/** One line for what is read as one thing: a departure, a pair of names, a group size, a list of day numbers. */
function compact(node: YamlNode | null | undefined): void {
  if (isSeq(node)) {
    if (node.items.length > 0 && node.items.every((item) => isScalar(item) && typeof item.value === 'number'))
      node.flow = true;
    for (const item of node.items) compact(item as YamlNode);
  } else if (isMap(node)) {
    if (isFlat(node)) node.flow = true;
    else for (const pair of node.items) compact(pair.value as YamlNode);
  }
}

/** The file for `data` (`body` is the Markdown), its top-level fields in the editor's order (`order`). */
export function toFile(data: Record<string, unknown>, order: readonly string[] = []): string {
  const { body = '', ...fields } = data;
  const rank = (key: string) => (order.includes(key) ? order.indexOf(key) : order.length);
  const sorted = Object.keys(fields)
    .map((key, index) => ({ key, index }))
    .sort((a, b) => rank(a.key) - rank(b.key) || a.index - b.index)
    .map(({ key }) => [key, fields[key]]);
  const document = new Document(Object.fromEntries(sorted));
  compact(document.contents as YamlNode);
  const yaml = Object.keys(fields).length ? document.toString({ lineWidth: 0 }) : '';
  return `---\n${yaml}---\n${String(body)}`;
}
