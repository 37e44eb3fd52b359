import { type FormEvent, type RefObject, useEffect, useRef, useState } from 'react';
import { formatList } from '../../config/formats';
import { SITE } from '../../content/site';
import { useEnquiryRequest } from '../../shared/enquiry-request';
import { useT } from '../../shared/i18n/use-t';
import { useLanguage } from '../../shared/language/language-context';
import { requestPersistentStorage } from '../../shared/persist-storage';
import { requestOutboxSync } from '../../shared/sw-bridge/page';
import { type EnquiryFields, emptyFields, type ServiceId, stripAngleBrackets, type TextFieldName } from './core/fields';
import { BOTCHECK_FIELD } from './core/form-service';
import type { FieldErrors } from './core/schema';
import { type FormVariant, fieldLabel } from './form-layout';
import { SAVED_TEXT, type SentOutcome } from './sent-panel';
import { loadOutboxClient, showEnquiryToast } from './use-outbox';
import { type EnquiryAbout, useTakeOver } from './use-take-over';

export type { EnquiryAbout } from './use-take-over';

export const fieldId = (name: string) => `enquiry-${name}`;

/** A field's place in the drawn form (last when not drawn, e.g. the services). */
function formOrder(name: string): number {
  const element = document.getElementById(fieldId(name));
  const fields =
    element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement
      ? [...(element.form?.elements ?? [])]
      : [];
  return element ? fields.indexOf(element as Element) : Number.MAX_SAFE_INTEGER;
}

/** The form's first field as drawn: the family name leads on hk and cn. */
function firstField(form: HTMLFormElement | null): HTMLElement | undefined {
  const first = [...(form?.elements ?? [])].find((element) => element.id.startsWith(fieldId('')));
  return first instanceof HTMLElement ? first : undefined;
}

/** The contact form's state and its submit flow (honeypot, rate limit, validation, send). */
export function useEnquiryForm(form: RefObject<HTMLFormElement | null>, variant: FormVariant, about?: EnquiryAbout) {
  const t = useT();
  const { lang } = useLanguage();
  const initialFields = (): EnquiryFields => ({ ...emptyFields(), destination: about?.destination ?? '' });
  const [fields, setFields] = useState<EnquiryFields>(initialFields);
  useTakeOver(form, about, setFields);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const [sent, setSent] = useState<SentOutcome | null>(null);

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
          // The wrong fields in the form's order: one is told what to fix (its message names it), several are named.
          const wrong = Object.entries(outcome.errors)
            .filter(([, problem]) => problem)
            .sort(([a], [b]) => formOrder(a) - formOrder(b));
          const [first, problem] = wrong[0] ?? [];
          const field = first ? document.getElementById(fieldId(first)) : null;
          // An optional field waits folded: open it, so the field with the error can be seen.
          const optional = field?.closest('details');
          if (optional) optional.open = true;
          // Centred in the window: the toast, at the window's foot, never covers it.
          field?.scrollIntoView({ block: 'center' });
          field?.focus({ preventScroll: true });
          const names = wrong.map(([name]) => t(fieldLabel(name as keyof EnquiryFields, variant)));
          const what =
            wrong.length > 1
              ? t('enquiry.toast.validationFields', { count: wrong.length, fields: formatList(names, lang) })
              : problem
                ? t('enquiry.toast.validationText', { problem: t(problem) })
                : '';
          return void showEnquiryToast('error', t('enquiry.toast.validationTitle'), what);
        }
        case 'sent':
          reset();
          setSent({ kind: 'sent' });
          return void showEnquiryToast(
            'success',
            t('enquiry.toast.successTitle'),
            t('enquiry.toast.successText', SITE.reply),
          );
        case 'saved':
          reset();
          setSent({ kind: 'saved', ref: outcome.ref, why: outcome.why });
          void requestOutboxSync();
          void requestPersistentStorage(); // the enquiry now lives only on this device
          return void showEnquiryToast(
            'info',
            t('enquiry.toast.savedTitle'),
            t(SAVED_TEXT[outcome.why], { ref: outcome.ref }),
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

  // "Send another enquiry" gives the form back with the focus in its first field.
  const returning = useRef(false);
  const another = () => {
    returning.current = true;
    setSent(null);
  };
  useEffect(() => {
    if (sent || !returning.current) return;
    returning.current = false;
    firstField(form.current)?.focus();
  }, [sent, form]);

  return { fields, errors, submitting, sent, another, setText, toggleService, submit };
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
  // Bumped per request; the jump waits for the render it causes (a thank-you panel gives the form back first).
  const [shown, setShown] = useState(0);
  useEffect(() => {
    if (!request) return;
    apply.current(request.destination);
    setShown((count) => count + 1);
  }, [request]);
  useEffect(() => {
    if (shown === 0) return;
    // A jump, not a smooth scroll: the visitor asked for the form, and focus must not land mid-animation.
    form.current?.scrollIntoView({ block: 'start' });
    firstField(form.current)?.focus({ preventScroll: true });
  }, [shown, form]);
}
