import { type ChangeEvent, useRef } from 'react';
import { ENQUIRY_FORM_ID } from '../../shared/enquiry-request';
import type { MessageId } from '../../shared/i18n/messages';
import { useT } from '../../shared/i18n/use-t';
import { Phrased } from '../../shared/ui/phrased';
import {
  FIELD_LIMITS,
  htmlPattern,
  NAME_PATTERN,
  PHONE_PATTERN,
  SERVICE_IDS,
  type ServiceId,
  type TextFieldName,
} from './core/fields';
import { FORM_SERVICE } from './core/form-service';
import { FormServiceFields } from './form-service-fields';
import { OutboxList } from './outbox-list';
import { type EnquiryAbout, fieldId, useEnquiryForm, useRequestedDestination } from './use-enquiry-form';

const COUNTER_ID = 'enquiry-message-counter';

const SHORT_FIELDS: Omit<TextFieldProps, 'label' | 'value' | 'error' | 'onChange'>[] = [
  { name: 'firstName', required: true, autoComplete: 'given-name', pattern: htmlPattern(NAME_PATTERN) },
  { name: 'lastName', required: true, autoComplete: 'family-name', pattern: htmlPattern(NAME_PATTERN) },
  { name: 'email', type: 'email', required: true, autoComplete: 'email' },
  {
    name: 'phone',
    type: 'tel',
    required: true,
    autoComplete: 'tel',
    pattern: htmlPattern(PHONE_PATTERN),
    minLength: FIELD_LIMITS.phoneMin,
  },
  { name: 'destination' },
];

/**
 * The enquiry form of the contact section, and the enquiries still waiting on this device. A tour page's
 * "Enquire" actions fill its destination (src/shared/enquiry-request.ts). Before the scripts run, the browser
 * posts it to the form service itself (never as a GET that would put the visitor's details in an address);
 * once they run, the outbox sends it.
 */
export function EnquiryForm({ about }: { about?: EnquiryAbout }) {
  const t = useT();
  const form = useRef<HTMLFormElement>(null);
  const { fields, errors, submitting, setText, toggleService, submit } = useEnquiryForm(form, about);
  useRequestedDestination(form, (destination) => setText('destination', destination));

  return (
    <div id={ENQUIRY_FORM_ID} className="card p-6">
      <h3 className="heading-3">
        <Phrased text={t('enquiry.heading')} />
      </h3>
      <p className="mb-6 mt-1 text-ink-600">{t('enquiry.intro')}</p>
      <form
        ref={form}
        method="post"
        action={FORM_SERVICE.endpoint}
        onSubmit={(event) => void submit(event)}
        className="grid gap-4"
        data-enquiry-form
      >
        {about && (
          // First in the form: an Enquire action scrolls the form to the top of the screen, naming what it asks.
          <p className="rounded-lg bg-sand-100 px-3 py-2 font-semibold text-ink-900" data-enquiry-about>
            {t('enquiry.about', { subject: fields.destination || about.destination })}
          </p>
        )}
        <FormServiceFields />
        <div className="grid gap-4 sm:grid-cols-2">
          {SHORT_FIELDS.map((spec) => (
            <TextField
              key={spec.name}
              {...spec}
              label={t(`enquiry.${spec.name}`)}
              value={fields[spec.name]}
              prefilled={spec.name === 'destination' ? about?.destination : undefined}
              error={errors[spec.name]}
              onChange={setText}
            />
          ))}
        </div>
        <details className="group rounded-lg ring-1 ring-sand-200 ring-inset" data-optional-fields>
          <summary className="flex min-h-11 cursor-pointer items-center justify-between gap-3 rounded-lg px-3 font-medium text-brand-800 focusable">
            {t('enquiry.more')}
            <span aria-hidden="true" className="transition-transform group-open:rotate-45">
              +
            </span>
          </summary>
          <div className="grid gap-4 px-3 pb-4 pt-2">
            <TextField
              name="budget"
              label={t('enquiry.budget')}
              value={fields.budget}
              error={errors.budget}
              onChange={setText}
            />
            <div>
              <TextField
                name="message"
                type="textarea"
                label={t('enquiry.message')}
                value={fields.message}
                error={errors.message}
                describedBy={COUNTER_ID}
                onChange={setText}
              />
              <p id={COUNTER_ID} className="mt-1 text-right text-sm text-ink-600">
                {t('enquiry.counter', { count: fields.message.length })}
              </p>
            </div>
            <ServicesFieldset chosen={fields.services} onToggle={toggleService} />
          </div>
        </details>
        <button type="submit" className="btn-primary justify-self-start" disabled={submitting}>
          {submitting ? t('enquiry.wait') : t('enquiry.submit')}
        </button>
      </form>
      <OutboxList />
    </div>
  );
}

interface TextFieldProps {
  name: TextFieldName;
  label: string;
  value: string;
  error?: MessageId;
  required?: boolean;
  type?: 'text' | 'email' | 'tel' | 'textarea';
  autoComplete?: string;
  /** What the page put in the field itself (not the visitor's typing: an update may replace it). */
  prefilled?: string;
  /** Checked by the browser before the scripts run (they then check everything themselves). */
  pattern?: string;
  minLength?: number;
  /** Extra element ids describing the field (e.g. a character counter). */
  describedBy?: string;
  onChange: (name: TextFieldName, value: string) => void;
}

const errorId = (name: string) => `${fieldId(name)}-error`;

/** A labelled input with its first error under it, wired for screen readers. */
function TextField({
  name,
  label,
  value,
  error,
  required,
  type = 'text',
  autoComplete,
  pattern,
  minLength,
  prefilled,
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
    minLength,
    pattern,
    autoComplete,
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
      {error && (
        <p id={errorId(name)} className="field-error">
          {t(error)}
        </p>
      )}
    </div>
  );
}

/** The ten services as checkboxes (all optional). */
function ServicesFieldset({ chosen, onToggle }: { chosen: ServiceId[]; onToggle: (id: ServiceId) => void }) {
  const t = useT();
  return (
    <fieldset>
      <legend className="field-label mb-2">{t('enquiry.services')}</legend>
      <div className="check-group">
        {SERVICE_IDS.map((id) => (
          <label key={id} className="check-option">
            <input
              type="checkbox"
              name="services"
              value={id}
              checked={chosen.includes(id)}
              onChange={() => onToggle(id)}
              className="check"
            />
            {t(`enquiry.service.${id}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
