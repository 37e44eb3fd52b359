import { useT } from '../i18n/use-t';
import { OutboxList } from './outbox-list';
import { ServicesFieldset } from './services-fieldset';
import { TextField } from './text-field';
import { useEnquiryForm } from './use-enquiry-form';

const COUNTER_ID = 'enquiry-message-counter';

/** The enquiry form of the contact section, and the enquiries still waiting on this device. */
export function EnquiryForm() {
  const t = useT();
  const { fields, errors, submitting, setText, toggleService, submit } = useEnquiryForm();
  const field = { onChange: setText };

  return (
    <div className="card p-6">
      <h3 className="heading-3">{t('enquiry.heading')}</h3>
      <p className="mb-6 mt-1 text-ink-600">{t('enquiry.intro')}</p>
      <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4" data-enquiry-form>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            {...field}
            name="firstName"
            label={t('enquiry.firstName')}
            value={fields.firstName}
            error={errors.firstName}
            required
            autoComplete="given-name"
          />
          <TextField
            {...field}
            name="lastName"
            label={t('enquiry.lastName')}
            value={fields.lastName}
            error={errors.lastName}
            required
            autoComplete="family-name"
          />
          <TextField
            {...field}
            name="email"
            type="email"
            label={t('enquiry.email')}
            value={fields.email}
            error={errors.email}
            required
            autoComplete="email"
          />
          <TextField
            {...field}
            name="phone"
            type="tel"
            label={t('enquiry.phone')}
            value={fields.phone}
            error={errors.phone}
            required
            autoComplete="tel"
          />
          <TextField
            {...field}
            name="destination"
            label={t('enquiry.destination')}
            value={fields.destination}
            error={errors.destination}
          />
          <TextField {...field} name="budget" label={t('enquiry.budget')} value={fields.budget} error={errors.budget} />
        </div>
        <div>
          <TextField
            {...field}
            name="message"
            type="textarea"
            label={t('enquiry.message')}
            value={fields.message}
            error={errors.message}
            describedBy={COUNTER_ID}
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
