import { formatDate } from '../../../src/config/formats.ts';
import { SOURCE_LANG } from '../../../src/config/languages.ts';
import { h, type ImmutableMap } from './decap.ts';

/** A field's settings as the editor's config gives them. */
interface FieldSpec {
  name: string;
  label?: string;
  widget?: string;
  options?: (string | { label: string; value: unknown })[];
  fields?: FieldSpec[];
  field?: FieldSpec;
}

interface PreviewProps {
  entry: ImmutableMap;
  fields: { toJS(): FieldSpec[] };
}

const PICTURE = /\.(png|jpe?g|webp|avif|gif|svg)$/i;

/** "Logo picture · 標誌" → "Logo picture". */
const labelOf = (spec: FieldSpec) => (spec.label ?? spec.name).split(' · ')[0];

/** A choice by its words ("Strongly advised"), never its stored code (strongly-advised). */
function choiceWords(spec: FieldSpec, value: unknown): string {
  const option = spec.options?.find((each) => (typeof each === 'string' ? each : each.value) === value);
  return option && typeof option === 'object' ? option.label : String(value);
}

/** A value as a visitor would read it: words for choices, Yes/No, dates day first, a picture as itself. */
function shown(spec: FieldSpec, value: unknown): unknown {
  if (value === undefined || value === null || value === '') return '—';
  if (spec.fields && typeof value === 'object') return facts(spec.fields, value as Record<string, unknown>);
  if (Array.isArray(value))
    return value.map((each) => shown(spec.field ?? { ...spec, field: undefined }, each)).join(', ');
  if (spec.options) return choiceWords(spec, value);
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (spec.widget === 'day-date' && typeof value === 'string') return formatDate(value, SOURCE_LANG);
  if (typeof value === 'string' && value.startsWith('/') && PICTURE.test(value))
    return h('img', { src: value, alt: labelOf(spec), style: { maxWidth: '8rem', height: 'auto' } });
  return String(value);
}

function facts(fields: FieldSpec[], data: Record<string, unknown>) {
  return h(
    'dl',
    { className: 'grid gap-1' },
    ...fields.flatMap((spec) => [
      h('dt', { className: 'font-bold mt-3' }, labelOf(spec)),
      h('dd', { className: 'ms-4' }, shown(spec, data[spec.name])),
    ]),
  );
}

/** A file of facts (the agency's) as words a visitor reads: each fact by its label, no codes or file names. */
export const FactsPreview = ({ entry, fields }: PreviewProps) => {
  const data = (entry.getIn(['data']) as { toJS(): Record<string, unknown> } | undefined)?.toJS() ?? {};
  return h('main', { className: 'page-narrow py-12' }, facts(fields.toJS(), data));
};
