import type { ChangeEvent } from 'react';
import type { MessageId } from '../i18n/messages';
import { useT } from '../i18n/use-t';
import { FIELD_LIMITS, type TextFieldName } from './core/fields';

export interface TextFieldProps {
  name: TextFieldName;
  label: string;
  value: string;
  error?: MessageId;
  required?: boolean;
  type?: 'text' | 'email' | 'tel' | 'textarea';
  autoComplete?: string;
  /** Extra element ids describing the field (e.g. a character counter). */
  describedBy?: string;
  onChange: (name: TextFieldName, value: string) => void;
}

export const fieldId = (name: string) => `enquiry-${name}`;
const errorId = (name: string) => `${fieldId(name)}-error`;

/** A labelled input with its first error under it, wired for screen readers. */
export function TextField({
  name,
  label,
  value,
  error,
  required,
  type = 'text',
  autoComplete,
  describedBy,
  onChange,
}: TextFieldProps) {
  const t = useT();
  const describedByIds = [error && errorId(name), describedBy].filter(Boolean).join(' ') || undefined;
  const shared = {
    id: fieldId(name),
    name,
    value,
    required,
    maxLength: FIELD_LIMITS[name],
    autoComplete,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedByIds,
    className: `w-full rounded-lg border bg-white px-3 py-2 text-ink-900 focus-ring ${error ? 'border-red-700' : 'border-sand-300'}`,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(name, event.target.value),
  };
  return (
    <div>
      <label htmlFor={shared.id} className="mb-1 block font-medium text-ink-800">
        {label}
        {required && (
          <span className="text-red-700" title={t('enquiry.required')}>
            {' *'}
          </span>
        )}
      </label>
      {type === 'textarea' ? <textarea {...shared} rows={5} /> : <input {...shared} type={type} />}
      {error && (
        <p id={errorId(name)} className="mt-1 text-sm text-red-700">
          {t(error)}
        </p>
      )}
    </div>
  );
}
