import type * as v from 'valibot';

/** A Decap CMS field (https://decapcms.org/docs/widgets/), as written into admin/config.yml. */
export interface DecapField {
  name: string;
  label: string;
  widget: string;
  required?: boolean;
  hint?: string;
  fields?: DecapField[];
  field?: DecapField;
  options?: string[];
  multiple?: boolean;
  value_type?: string;
  min?: number;
  max?: number;
  pattern?: [string, string];
  date_format?: string;
  time_format?: boolean;
  format?: string;
  default?: boolean;
  /** A collapsed list item's line (`{{fields.name}}`). */
  summary?: string;
  /** In a collection edited in English and Chinese side by side: whether each language has its own value. */
  i18n?: boolean;
}

interface Node {
  type: string;
  entries?: Record<string, Node>;
  item?: Node;
  items?: Node[];
  options?: (Node | string)[];
  wrapped?: Node;
  value?: Node;
  pipe?: { kind: string; type: string; requirement?: unknown; message?: unknown }[];
}

/** Names a camel-case split would not make clear. */
const LABELS: Record<string, string> = {
  ctaTitle: 'Closing box: title',
  ctaText: 'Closing box: text',
  en: 'English',
  hk: '繁體中文',
  hongKong: 'Hong Kong wording (Simplified characters, as OpenCC leaves it)',
  mainland: 'Mainland wording (the same word: kept whole)',
};

/** "balanceDueDays" → "Balance due days". */
const labelOf = (name: string) =>
  LABELS[name] ??
  name
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/^./, (first) => first.toUpperCase())
    .replace(/ ([A-Z])/g, (_, c) => ` ${c.toLowerCase()}`);

const action = (node: Node, type: string) => node.pipe?.find((item) => item.type === type);

/** The editor's error for a value the schema would refuse, from the schema's own rule and message. */
function pattern(node: Node): [string, string] | undefined {
  const regex = action(node, 'regex');
  if (!(regex?.requirement instanceof RegExp)) return undefined;
  const message = typeof regex.message === 'string' ? regex.message : 'is not in the expected form';
  return [regex.requirement.source, message];
}

function lengthLimits(node: Node): { min?: number; max?: number } {
  const min = action(node, 'min_length')?.requirement ?? action(node, 'min_value')?.requirement;
  const max = action(node, 'max_length')?.requirement ?? action(node, 'max_value')?.requirement;
  return {
    ...(typeof min === 'number' ? { min } : {}),
    ...(typeof max === 'number' ? { max } : {}),
  };
}

const isDate = (node: Node) =>
  Boolean(action(node, 'iso_date')) ||
  node.options?.some((option) => typeof option !== 'string' && option.type === 'date');

/**
 * The Decap field for one schema field. Every valibot shape the content schemas use maps to a widget; a shape
 * with no mapping fails here, so a new kind of field cannot silently go missing from the editor.
 */
export function fieldFor(name: string, schema: v.GenericSchema | Node, required = true): DecapField {
  const node = schema as Node;
  const base = { name, label: labelOf(name), ...(required ? {} : { required: false }) };
  if (node.type === 'optional') return fieldFor(name, node.wrapped as Node, false);
  if (isDate(node))
    return { ...base, widget: 'datetime', date_format: 'YYYY-MM-DD', time_format: false, format: 'YYYY-MM-DD' };
  switch (node.type) {
    case 'string': {
      const rule = pattern(node);
      return { ...base, widget: 'string', ...(rule ? { pattern: rule } : {}) };
    }
    case 'number': {
      const integer = Boolean(action(node, 'integer'));
      return { ...base, widget: 'number', value_type: integer ? 'int' : 'float', ...lengthLimits(node) };
    }
    case 'boolean':
      // A new entry or list item starts unticked, and the file says so (`example: false`).
      return { ...base, widget: 'boolean', required: false, default: false };
    case 'picklist':
      return { ...base, widget: 'select', options: (node.options as string[]).map(String) };
    case 'object':
      return { ...base, widget: 'object', fields: fieldsOf(node) };
    case 'array':
      return { ...listOf(base, node.item as Node), ...lengthLimits(node) };
    case 'tuple': {
      const items = node.items ?? [];
      return { ...listOf(base, items[0] as Node), min: items.length, max: items.length };
    }
    case 'record':
      // A map of names (e.g. a route's place names): edited as YAML text, checked by the build.
      return { ...base, widget: 'code', hint: 'name: value, one a line (YAML)' };
    default:
      throw new Error(`No editor widget for "${name}" (valibot ${node.type}): add one in scripts/cms/fields.ts`);
  }
}

function listOf(base: Omit<DecapField, 'widget'>, item: Node): DecapField {
  const inner = item.type === 'optional' ? (item.wrapped as Node) : item;
  if (inner.type === 'picklist')
    return { ...base, widget: 'select', multiple: true, options: (inner.options as string[]).map(String) };
  if (inner.type === 'object') return { ...base, widget: 'list', fields: fieldsOf(inner) };
  return { ...base, widget: 'list', field: fieldFor('item', inner) };
}

/** The fields of an object schema, in the schema's order (`omit` leaves out fields the files do not hold). */
export function fieldsOf(schema: v.GenericSchema | Node, omit: readonly string[] = []): DecapField[] {
  const entries = (schema as Node).entries;
  if (!entries) throw new Error('fieldsOf needs an object schema');
  return Object.entries(entries)
    .filter(([name]) => !omit.includes(name))
    .map(([name, entry]) => fieldFor(name, entry));
}
