/** Message ids the validation produces (the last: an outbox entry changed on the device); texts live in the locale files. */
export const MESSAGE_IDS = [
  'enquiry.error.firstName.required',
  'enquiry.error.firstName.tooLong',
  'enquiry.error.firstName.invalid',
  'enquiry.error.lastName.required',
  'enquiry.error.lastName.tooLong',
  'enquiry.error.lastName.invalid',
  'enquiry.error.email.required',
  'enquiry.error.email.invalid',
  'enquiry.error.email.tooLong',
  'enquiry.error.phone.required',
  'enquiry.error.phone.invalid',
  'enquiry.error.phone.tooShort',
  'enquiry.error.phone.tooLong',
  'enquiry.error.destination.tooLong',
  'enquiry.error.budget.tooLong',
  'enquiry.error.message.tooLong',
  'enquiry.error.services.invalid',
  'enquiry.error.entry.damaged',
] as const;
export type MessageId = (typeof MESSAGE_IDS)[number];

export function isMessageId(value: unknown): value is MessageId {
  return typeof value === 'string' && (MESSAGE_IDS as readonly string[]).includes(value);
}
