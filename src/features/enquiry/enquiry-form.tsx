import { useRef } from 'react';
import { LANGUAGES } from '../../config/languages';
import { ENQUIRY_FORM_ID } from '../../shared/enquiry-request';
import { useT } from '../../shared/i18n/use-t';
import { useLanguage } from '../../shared/language/language-context';
import { Phrased } from '../../shared/ui/phrased';
import { SERVICE_IDS, type ServiceId } from './core/fields';
import { FORM_SERVICE } from './core/form-service';
import { type FormVariant, fieldLabel, openFields } from './form-layout';
import { FormServiceFields } from './form-service-fields';
import { OutboxList } from './outbox-list';
import { SentPanel } from './sent-panel';
import { TextField } from './text-field';
import { type EnquiryAbout, useEnquiryForm, useRequestedDestination } from './use-enquiry-form';

const COUNTER_ID = 'enquiry-message-counter';

/**
 * The enquiry form of the contact section, and the enquiries still waiting on this device. A tour page's
 * "Enquire" actions fill its destination (src/shared/enquiry-request.ts). A tour's and a church group's form ask
 * about the party (form-layout.ts); the message box is always open (most people write one);
 * the rarer questions (budget, services) wait folded under their summary. Before the scripts run, the browser
 * posts it to the form service itself (never as a GET that would put the visitor's details in an address);
 * once they run, the outbox sends it.
 */
export function EnquiryForm({
  about,
  variant = about ? 'tour' : 'general',
}: {
  about?: EnquiryAbout;
  variant?: FormVariant;
}) {
  const t = useT();
  const { lang } = useLanguage();
  const form = useRef<HTMLFormElement>(null);
  const { fields, errors, submitting, sent, another, setText, toggleService, submit } = useEnquiryForm(
    form,
    variant,
    about,
  );
  useRequestedDestination(form, (destination) => {
    setText('destination', destination);
    another(); // an Enquire action after a sent enquiry brings the form back
  });

  return (
    <div id={ENQUIRY_FORM_ID} className="card p-6">
      <h3 className="heading-3">
        <Phrased text={t('enquiry.heading')} />
      </h3>
      {sent ? (
        <div className="mt-4">
          <SentPanel outcome={sent} onAnother={another} />
        </div>
      ) : (
        <p className="mb-6 mt-1 text-ink-600">{t('enquiry.intro')}</p>
      )}
      {/* Hidden, not removed, while the thank-you shows: an Enquire action elsewhere still finds the form. */}
      <form
        ref={form}
        hidden={sent !== null}
        method="post"
        action={FORM_SERVICE.endpoint}
        onSubmit={(event) => void submit(event)}
        className={sent ? undefined : 'grid gap-4'}
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
          {openFields(variant, LANGUAGES[lang].familyNameFirst === true).map((spec) => (
            <TextField
              key={spec.name}
              {...spec}
              label={t(fieldLabel(spec.name, variant))}
              value={fields[spec.name]}
              prefilled={spec.name === 'destination' ? about?.destination : undefined}
              error={errors[spec.name]}
              onChange={setText}
            />
          ))}
        </div>
        <div>
          <TextField
            name="message"
            type="textarea"
            label={t(fieldLabel('message', variant))}
            value={fields.message}
            error={errors.message}
            describedBy={COUNTER_ID}
            onChange={setText}
          />
          <p id={COUNTER_ID} className="mt-1 text-right text-sm text-ink-600">
            {t('enquiry.counter', { count: fields.message.length })}
          </p>
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
              label={t(fieldLabel('budget', variant))}
              value={fields.budget}
              error={errors.budget}
              onChange={setText}
            />
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
