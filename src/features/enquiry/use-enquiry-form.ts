import { type FormEvent, type RefObject, useEffect, useRef, useState } from 'react';
import { useEnquiryRequest } from '../../shared/enquiry-request';
import { useT } from '../../shared/i18n/use-t';
import { useLanguage } from '../../shared/language/language-context';
import { requestPersistentStorage } from '../../shared/persist-storage';
import { requestOutboxSync } from '../../shared/sw-bridge/page';
import {
  type EnquiryFields,
  emptyFields,
  SERVICE_IDS,
  type ServiceId,
  stripAngleBrackets,
  type TextFieldName,
} from './core/fields';
import { BOTCHECK_FIELD } from './core/form-service';
import type { FieldErrors } from './core/schema';
import { loadOutboxClient, showEnquiryToast } from './use-outbox';

export const fieldId = (name: string) => `enquiry-${name}`;

/** What a page's form is about: a tour page's form starts with its tour as the destination. */
export interface EnquiryAbout {
  destination: string;
  /** The destination an Enquire link's address (`location.search`) asks about, if it names more (a departure). */
  askedIn: (search: string) => string | undefined;
}

const TEXT_FIELDS = Object.keys(emptyFields()).filter((name) => name !== 'services') as TextFieldName[];
const isServiceId = (value: unknown): value is ServiceId => (SERVICE_IDS as readonly unknown[]).includes(value);

/** What the visitor typed or ticked before the scripts ran: the browser kept it in the fields. */
function typedBeforeScripts(form: HTMLFormElement): Partial<EnquiryFields> {
  const data = new FormData(form);
  const typed: Partial<EnquiryFields> = {};
  for (const name of TEXT_FIELDS) {
    const value = data.get(name);
    if (typeof value === 'string' && value !== '') typed[name] = stripAngleBrackets(value);
  }
  const services = data.getAll('services').filter(isServiceId);
  if (services.length > 0) typed.services = services;
  return typed;
}

/**
 * Once the form is drawn, the scripts take it over from the browser: what was typed before is kept, the
 * destination an Enquire link asked about is filled in (unless the visitor typed one), and the form's own
 * messages (spec section 5) replace the browser's.
 */
function useTakeOver(
  form: RefObject<HTMLFormElement | null>,
  about: EnquiryAbout | undefined,
  setFields: (update: (current: EnquiryFields) => EnquiryFields) => void,
) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the form is first drawn
  useEffect(() => {
    const element = form.current;
    if (!element) return;
    element.noValidate = true;
    const typed = typedBeforeScripts(element);
    const asked = about?.askedIn(window.location.search);
    setFields((current) => {
      const keepsDestination = (typed.destination ?? current.destination) === current.destination;
      return { ...current, ...typed, ...(asked && keepsDestination ? { destination: asked } : {}) };
    });
  }, []);
}

/** The contact form's state and its submit flow (spec section 4). */
export function useEnquiryForm(form: RefObject<HTMLFormElement | null>, about?: EnquiryAbout) {
  const t = useT();
  const { lang } = useLanguage();
  const initialFields = (): EnquiryFields => ({ ...emptyFields(), destination: about?.destination ?? '' });
  const [fields, setFields] = useState<EnquiryFields>(initialFields);
  useTakeOver(form, about, setFields);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitting, setSubmitting] = useState(false);

  const clearError = (name: keyof EnquiryFields) =>
    setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));

  const setText = (name: TextFieldName, value: string) => {
    setFields((current) => ({ ...current, [name]: stripAngleBrackets(value) }));
    clearError(name);
  };

  const toggleService = (id: ServiceId) => {
    setFields((current) => ({
      ...current,
      services: current.services.includes(id)
        ? current.services.filter((chosen) => chosen !== id)
        : [...current.services, id],
    }));
    clearError('services');
  };

  const reset = () => {
    setFields(initialFields());
    setErrors({});
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const honeypot = event.currentTarget.elements.namedItem(BOTCHECK_FIELD);
    const bot = honeypot instanceof HTMLInputElement && honeypot.checked;
    if (submitting) return;
    setSubmitting(true);
    try {
      const client = await loadOutboxClient();
      const outcome = await client.submitEnquiry(fields, lang, { bot });
      switch (outcome.kind) {
        case 'rate-limited':
          return void showEnquiryToast('error', t('enquiry.toast.rateLimitTitle'), t('enquiry.toast.rateLimitText'));
        case 'invalid': {
          setErrors(outcome.errors);
          const first = Object.keys(outcome.errors)[0];
          if (first) document.getElementById(fieldId(first))?.focus();
          return void showEnquiryToast('error', t('enquiry.toast.validationTitle'), t('enquiry.toast.validationText'));
        }
        case 'sent':
          reset();
          return void showEnquiryToast('success', t('enquiry.toast.successTitle'), t('enquiry.toast.successText'));
        case 'saved':
          reset();
          void requestOutboxSync();
          void requestPersistentStorage(); // the enquiry now lives only on this device
          return void showEnquiryToast(
            'info',
            t('enquiry.toast.savedTitle'),
            t('enquiry.toast.savedText', { ref: outcome.ref }),
          );
        case 'refused':
          console.error('Enquiry not accepted by the form service:', outcome.message);
          return void showEnquiryToast(
            'error',
            t('enquiry.toast.errorTitle'),
            `${t('enquiry.toast.errorText')} ${t('enquiry.toast.serviceSaid', { message: outcome.message })}`,
          );
      }
    } catch (error) {
      console.error('Enquiry could not be submitted:', error);
      showEnquiryToast('error', t('enquiry.toast.errorTitle'), t('enquiry.toast.errorText'));
    } finally {
      setSubmitting(false);
    }
  }

  return { fields, errors, submitting, setText, toggleService, submit };
}

/**
 * When another part of the page asks about something (a tour, a departure), puts it in the destination field,
 * scrolls the form into view and moves focus to its first field.
 */
export function useRequestedDestination(
  form: RefObject<HTMLFormElement | null>,
  setDestination: (text: string) => void,
) {
  const request = useEnquiryRequest();
  const apply = useRef(setDestination);
  apply.current = setDestination;
  useEffect(() => {
    if (!request) return;
    apply.current(request.destination);
    // A jump, not a smooth scroll: the long sections passed on the way are drawn only as they come near
    // (content-visibility), and their real heights would move the form away from a smooth scroll's end.
    form.current?.scrollIntoView({ block: 'start' });
    document.getElementById(fieldId('firstName'))?.focus({ preventScroll: true });
  }, [request, form]);
}
