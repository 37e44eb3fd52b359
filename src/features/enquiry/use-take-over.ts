import { type RefObject, useEffect } from 'react';
import {
  type EnquiryFields,
  emptyFields,
  SERVICE_IDS,
  type ServiceId,
  stripAngleBrackets,
  type TextFieldName,
} from './core/fields';

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
 * messages (one wording per rule, in the page's language) replace the browser's.
 */
export function useTakeOver(
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
