import type { ChangeEvent } from 'react';
import type { MessageId } from '../../shared/i18n/messages';
import { useT } from '../../shared/i18n/use-t';
import { FIELD_LIMITS, PHONE_RULE_VALUES, type TextFieldName } from './core/fields';
import type { FieldSpec } from './form-layout';
import { fieldId } from './use-enquiry-form';

interface TextFieldProps extends FieldSpec {
  label: string;
  value: string;
  error?: MessageId;
  /** What the page put in the field itself (not the visitor's typing: an update may replace it). */
  prefilled?: string;
  /** Extra element ids describing the field (e.g. a character counter). */
  describedBy?: string;
  onChange: (name: TextFieldName, value: string) => void;
}

const errorId = (name: string) => `${fieldId(name)}-error`;
const hintId = (name: string) => `${fieldId(name)}-hint`;

/** A labelled input with its first error under it, wired for screen readers. */
export function TextField({
  name,
  label,
  value,
  error,
  required,
  type = 'text',
  autoComplete,
  pattern,
  minLength,
  hint,
  inputMode,
  prefilled,
  describedBy,
  onChange,
}: TextFieldProps) {
  const t = useT();
  const describedByIds =
    [error && errorId(name), hint && hintId(name), describedBy].filter(Boolean).join(' ') || undefined;
  const shared = {
    id: fieldId(name),
    name,
    value,
    required,
    maxLength: FIELD_LIMITS[name],
    minLength,
    pattern,
    autoComplete,
    inputMode,
    'data-prefilled': prefilled,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedByIds,
    className: 'field',
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(name, event.target.value),
  };
  return (
    <div>
      <label htmlFor={shared.id} className="field-label">
        {label}
        {required && (
          <span className="text-danger" title={t('enquiry.required')}>
            {' *'}
          </span>
        )}
      </label>
      {type === 'textarea' ? <textarea {...shared} rows={5} /> : <input {...shared} type={type} />}
      {hint && (
        <p id={hintId(name)} className="mt-1 text-sm text-ink-600">
          {t(hint.id, hint.values)}
        </p>
      )}
      {error && (
        <p id={errorId(name)} className="field-error">
          {t(error, PHONE_RULE_VALUES)}
        </p>
      )}
    </div>
  );
}
