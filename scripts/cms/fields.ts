import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as v from 'valibot';
import { SOURCE_LANG } from '../../src/config/languages.ts';
import type { EditorKind } from '../../src/content/fields.ts';
import siteFacts from '../../src/content/site.json' with { type: 'json' };
import { CURRENCIES } from '../../src/content/tours/schema.ts';
import { currencySign } from '../../src/shared/money/format-money.ts';
import { choicesFor, wordsFor } from './labels.ts';

/** A Decap CMS field (https://decapcms.org/docs/widgets/), as written into admin/config.yml. */
export interface DecapField {
  name: string;
  label: string;
  widget: string;
  required?: boolean;
  hint?: string;
  fields?: DecapField[];
  field?: DecapField;
  options?: string[] | { label: string; value: string }[];
  multiple?: boolean;
  value_type?: string;
  min?: number;
  max?: number;
  pattern?: [string, string];
  date_format?: string;
  /** A date that must not have passed (a departure's). */
  future_only?: boolean;
  time_format?: boolean;
  format?: string;
  /** What a new entry or list item starts with. */
  default?: unknown;
  /** A collapsed list item's line (`{{fields.name}}`). */
  summary?: string;
  /** A list's name for one item: "1 departure", never "1 departures". */
  label_singular?: string;
  /** `markdown`: the ways of writing offered (only "rich_text": no toggle to the marked-up text). */
  modes?: string[];
  /** In a collection edited in English and Chinese side by side: whether each language has its own value. */
  i18n?: boolean;
  /** `both-languages`: the widget it shows (string, text, markdown). */
  base?: string;
  /** `price`: the entry's field naming the currency, and the currency when the entry names none. */
  currency_field?: string;
  default_currency?: string;
  /** `page-address`: every address in use, per language, and whose it is (the folder's id and its name). */
  taken?: Record<string, Record<string, { id: string; name: string }>>;
  /** The linked rate the site shows HK$ beside US$ prices with (src/content/site.json). */
  hkd_per_usd?: number;
}

interface Node {
  type: string;
  entries?: Record<string, Node>;
  item?: Node;
  items?: Node[];
  options?: (Node | string)[];
  wrapped?: Node;
  value?: Node;
  pipe?: PipeItem[];
}
interface PipeItem {
  kind: string;
  type: string;
  requirement?: unknown;
  message?: unknown;
}

/** A rule of the field's pipe, however deep: `v.pipe(whole(…), v.minValue(1))` nests the integer rule in a pipe. */
const action = (node: Node, type: string): PipeItem | undefined =>
  node.pipe?.find((item) => item.type === type) ??
  node.pipe?.reduce<PipeItem | undefined>(
    (found, item) => found ?? (item.kind === 'schema' ? action(item as unknown as Node, type) : undefined),
    undefined,
  );

/** What the schema marks the field as for the editor (`editorAs` in src/content/fields.ts), if anything. */
const editorKind = (node: Node): EditorKind | undefined =>
  (v.getMetadata(node as v.GenericSchema) as { editor?: EditorKind }).editor;

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

const IMAGES_DIR = fileURLToPath(new URL('../../src/content/images/', import.meta.url));

/** The site's facts as the build reads them (the linked HK$ rate). */
const SITE = siteFacts as { hkdPerUsd: number };

/** How a field reads in a collapsed line: a date day first, a name in English. */
function inSummary(field: DecapField): string {
  if (field.widget === 'day-date') return `{{fields.${field.name} | date('D MMM YYYY')}}`;
  if (field.widget === 'object') return `{{fields.${field.name}.${SOURCE_LANG}}}`;
  // Marked as money: the editor writes it with the entry's currency (scripts/cms/widgets/list-lines.ts).
  if (field.widget === 'price') return `¤{{fields.${field.name}}}`;
  return `{{fields.${field.name}}}`;
}

/** A name given in English and Chinese (a route's place). */
const isNamePair = (field: DecapField) =>
  field.widget === 'object' && Boolean(field.fields?.some((inner) => inner.name === SOURCE_LANG));

/**
 * A list item's collapsed line: its name, else its first few plain fields ("22 Nov 2027 · Few places left · US$2,890" once the editor has put them in words), never
 * `List [ … ]` or a row of map co-ordinates.
 */
function summaryOf(fields: DecapField[]): string | undefined {
  const named = fields.find(isNamePair);
  if (named) return inSummary(named);
  const plain = fields.filter((field) => !['list', 'object', 'code'].includes(field.widget) && !field.multiple);
  if (plain.length) return plain.slice(0, 3).map(inSummary).join(' · ');
  // Only a list of single values or of pictures (a day's pictures): its first value.
  const values = fields.find((field) => (field.widget === 'list' && field.field) || field.multiple);
  return values ? `{{fields.${values.name}.0}}` : undefined;
}

const PICTURE_HINT =
  'Choose a picture, or “Upload a picture…” to add one from this computer. Its name is made ready for the site as ' +
  'it is uploaded: “Office Team.JPG” is saved as office-team.jpg.';

const PICTURES_HINT =
  'Choose pictures. One uploaded with “Upload a picture…” (on a picture field) or under Media is listed here once ' +
  'the editor page is reloaded.';

/** The pictures the site can show: their names (files in src/content/images, without the extension). */
function pictureNames(): string[] {
  const names = readdirSync(IMAGES_DIR)
    .filter((file) => /\.(svg|jpe?g|png|webp)$/i.test(file))
    .map((file) => file.replace(/\.\w+$/, ''))
    .filter((name) => /^[a-z0-9-]+$/.test(name));
  return [...new Set(names)].sort();
}

/** A picture chosen from those there are, so a name that is not a picture can never be saved. */
const pictureChoice = (base: Omit<DecapField, 'widget'>, multiple = false): DecapField => ({
  ...base,
  hint: multiple ? PICTURES_HINT : PICTURE_HINT,
  widget: multiple ? 'select' : 'picture',
  options: pictureNames(),
  ...(multiple ? { multiple: true } : {}),
});

/** A date field; one marked `future-date` holds its date rule in an inner pipe. */
const isDate = (node: Node) =>
  Boolean(action(node, 'iso_date')) ||
  editorKind(node) === 'future-date' ||
  node.options?.some((option) => typeof option !== 'string' && option.type === 'date');

/**
 * The Decap field for one schema field. Every valibot shape the content schemas use maps to a widget; a shape
 * with no mapping fails here, so a new kind of field cannot silently go missing from the editor.
 */
export function fieldFor(name: string, schema: v.GenericSchema | Node, required = true, path = name): DecapField {
  const node = schema as Node;
  const { label, hint } = wordsFor(path);
  const base = { name, label, ...(hint ? { hint } : {}), ...(required ? {} : { required: false }) };
  if (node.type === 'optional') return fieldFor(name, node.wrapped as Node, false, path);
  if (isDate(node))
    return {
      hint: 'Day/month/year, e.g. 22/11/2027.',
      ...base,
      widget: 'day-date',
      ...(editorKind(node) === 'future-date' ? { future_only: true } : {}),
    };
  switch (node.type) {
    case 'string': {
      if (editorKind(node) === 'picture') return pictureChoice(base);
      const rule = pattern(node);
      return { ...base, widget: 'string', ...(rule ? { pattern: rule } : {}) };
    }
    case 'number': {
      const integer = Boolean(action(node, 'integer'));
      // The schema names no currency for a lone amount: the first it allows (US$) is the agency's own.
      if (editorKind(node) === 'money')
        return {
          ...base,
          // The amount is typed in the tour's currency; the office thinks in HK$, so the label says which it is.
          label: `${base.label} in ${currencySign(CURRENCIES[0], SOURCE_LANG)}`,
          widget: 'price',
          currency_field: 'currency',
          default_currency: CURRENCIES[0],
          hkd_per_usd: SITE.hkdPerUsd,
          ...lengthLimits(node),
        };
      return { ...base, widget: 'number', value_type: integer ? 'int' : 'float', ...lengthLimits(node) };
    }
    case 'boolean':
      // A new entry or list item starts unticked, and the file says so (`example: false`).
      return { ...base, widget: 'boolean', required: false, default: false };
    case 'picklist':
      return { ...base, widget: 'select', options: choicesFor(name, (node.options as string[]).map(String)) };
    case 'object':
      return { ...base, widget: 'object', fields: fieldsOf(node, [], path) };
    case 'array':
      return { ...listOf(base, node.item as Node, path), ...lengthLimits(node) };
    case 'tuple': {
      const items = node.items ?? [];
      return { ...listOf(base, items[0] as Node, path), min: items.length, max: items.length };
    }
    case 'record':
      // A map of names (e.g. a route's place names): edited as YAML text, checked by the build.
      return { ...base, widget: 'code', hint: 'name: value, one a line (YAML)' };
    default:
      throw new Error(`No editor widget for "${name}" (valibot ${node.type}): add one in scripts/cms/fields.ts`);
  }
}

function listOf(base: Omit<DecapField, 'widget'>, item: Node, path: string): DecapField {
  const inner = item.type === 'optional' ? (item.wrapped as Node) : item;
  if (inner.type === 'picklist')
    return {
      ...base,
      widget: 'select',
      multiple: true,
      options: choicesFor(base.name, (inner.options as string[]).map(String)),
    };
  if (editorKind(inner) === 'picture') return pictureChoice(base, true);
  const one = wordsFor(path).one ?? base.label;
  if (inner.type === 'object') {
    const fields = fieldsOf(inner, [], path);
    const summary = summaryOf(fields);
    return { ...base, widget: 'list', label_singular: one, fields, ...(summary ? { summary } : {}) };
  }
  // Each line of a list of words has a label of its own ("Highlight"), else the list's, never "Line"; closed, a
  // line shows its own words, not that label again.
  const field = { ...fieldFor('item', inner), label: one };
  const ownWords = field.widget === 'string' || field.widget === 'text';
  return { ...base, widget: 'list', label_singular: one, field, ...(ownWords ? { summary: '{{fields.item}}' } : {}) };
}

/** The fields of an object schema, in the schema's order (`omit` leaves out fields the files do not hold). */
export function fieldsOf(schema: v.GenericSchema | Node, omit: readonly string[] = [], parent?: string): DecapField[] {
  const entries = (schema as Node).entries;
  if (!entries) throw new Error('fieldsOf needs an object schema');
  return Object.entries(entries)
    .filter(([name]) => !omit.includes(name))
    .map(([name, entry]) => fieldFor(name, entry, true, parent ? `${parent}.${name}` : name));
}
