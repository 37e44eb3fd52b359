import type { MessageId } from '../../shared/i18n/messages';
import {
  type EnquiryFields,
  htmlPattern,
  LOCAL_PHONE_DIGITS,
  NAME_PATTERN,
  PHONE_PATTERN,
  PHONE_RULE_VALUES,
  type TextFieldName,
  TRAVELLERS_PATTERN,
} from './core/fields';

/** Which form a page shows: the general one, a tour's (a fixed-date package), or a church group's. */
export type FormVariant = 'general' | 'tour' | 'group';

export interface FieldSpec {
  name: TextFieldName;
  required?: boolean;
  type?: 'text' | 'email' | 'tel' | 'textarea';
  autoComplete?: string;
  inputMode?: 'numeric';
  /** Checked by the browser before the scripts run (they then check everything themselves). */
  pattern?: string;
  minLength?: number;
  /** A line under the field saying what it takes, read with it by screen readers. */
  hint?: { id: MessageId; values: Record<string, string | number> };
}

const name = (field: 'firstName' | 'lastName'): FieldSpec => ({
  name: field,
  required: true,
  autoComplete: field === 'firstName' ? 'given-name' : 'family-name',
  pattern: htmlPattern(NAME_PATTERN),
});

const CONTACT: FieldSpec[] = [
  { name: 'email', type: 'email', required: true, autoComplete: 'email' },
  {
    name: 'phone',
    type: 'tel',
    required: true,
    autoComplete: 'tel',
    pattern: htmlPattern(PHONE_PATTERN),
    minLength: LOCAL_PHONE_DIGITS,
    hint: {
      id: 'enquiry.phoneHint',
      values: PHONE_RULE_VALUES,
    },
  },
  { name: 'destination' },
];

const TRAVELLERS: FieldSpec = { name: 'travellers', inputMode: 'numeric', pattern: htmlPattern(TRAVELLERS_PATTERN) };

/** What each form adds after the contact details: a package's party and rooms, a group's size and church. */
const PARTY: Record<FormVariant, FieldSpec[]> = {
  general: [],
  tour: [TRAVELLERS, { name: 'rooms' }, { name: 'church' }],
  group: [TRAVELLERS, { name: 'church' }],
};

/** The fields shown open, in order; Chinese asks for the family name first (姓氏, then 名字). */
export function openFields(variant: FormVariant, familyNameFirst: boolean): FieldSpec[] {
  const names = familyNameFirst ? [name('lastName'), name('firstName')] : [name('firstName'), name('lastName')];
  return [...names, ...CONTACT, ...PARTY[variant]];
}

/** Each field's label: a tour's and a group's form ask plainer questions than the general one. */
export function fieldLabel(field: keyof EnquiryFields, variant: FormVariant): MessageId {
  if (field === 'travellers' && variant === 'group') return 'enquiry.groupSize';
  if (field === 'church' && variant === 'group') return 'enquiry.churchGroup';
  if (field === 'message' && variant !== 'general') return 'enquiry.messageTour';
  return `enquiry.${field}`;
}
