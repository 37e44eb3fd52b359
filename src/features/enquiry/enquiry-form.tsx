import { useRef } from 'react';
import { useT } from '../../shared/i18n/use-t';
import { OutboxList } from './outbox-list';
import { ServicesFieldset } from './services-fieldset';
import { TextField, type TextFieldProps } from './text-field';
import { useEnquiryForm } from './use-enquiry-form';
import { useRequestedDestination } from './use-requested-destination';

const COUNTER_ID = 'enquiry-message-counter';

const SHORT_FIELDS: Omit<TextFieldProps, 'label' | 'value' | 'error' | 'onChange'>[] = [
  { name: 'firstName', required: true, autoComplete: 'given-name' },
  { name: 'lastName', required: true, autoComplete: 'family-name' },
  { name: 'email', type: 'email', required: true, autoComplete: 'email' },
  { name: 'phone', type: 'tel', required: true, autoComplete: 'tel' },
  { name: 'destination' },
  { name: 'budget' },
];

/**
 * The enquiry form of the contact section, and the enquiries still waiting on this device. A tour page's
 * "Enquire" actions fill its destination (src/shared/enquiry-request.ts).
 */
export function EnquiryForm() {
  const t = useT();
  const { fields, errors, submitting, setText, toggleService, submit } = useEnquiryForm();
  const form = useRef<HTMLFormElement>(null);
  useRequestedDestination(form, (destination) => setText('destination', destination));

  return (
    <div className="card p-6">
      <h3 className="heading-3">{t('enquiry.heading')}</h3>
      <p className="mb-6 mt-1 text-ink-600">{t('enquiry.intro')}</p>
      <form ref={form} noValidate onSubmit={(event) => void submit(event)} className="grid gap-4" data-enquiry-form>
        <div className="grid gap-4 sm:grid-cols-2">
          {SHORT_FIELDS.map((spec) => (
            <TextField
              key={spec.name}
              {...spec}
              label={t(`enquiry.${spec.name}`)}
              value={fields[spec.name]}
              error={errors[spec.name]}
              onChange={setText}
            />
          ))}
        </div>
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
        <button type="submit" className="btn-primary justify-self-start" disabled={submitting}>
          {submitting ? t('enquiry.wait') : t('enquiry.submit')}
        </button>
      </form>
      <OutboxList />
    </div>
  );
}
