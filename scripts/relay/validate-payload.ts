import * as v from 'valibot';
import englishTexts from '../../locales/en.json';
import { PHONE_RULE_VALUES, SERVICE_IDS } from '../../src/features/enquiry/core/fields';
import {
  budgetSchema,
  churchSchema,
  destinationSchema,
  emailSchema,
  messageSchema,
  NAME_PATTERN,
  phoneSchema,
  roomsSchema,
  travellersSchema,
} from '../../src/features/enquiry/core/schema';
import { enquirySubject, newEnquiryRef, REF_PATTERN } from '../../src/features/enquiry/core/service';

const MAX_NAME = 101; // first (50) + space + last (50)

const serviceList = v.pipe(
  v.string('enquiry.error.services.invalid'),
  v.check(
    (text) => text === '' || text.split(',').every((part) => (SERVICE_IDS as readonly string[]).includes(part.trim())),
    'enquiry.error.services.invalid',
  ),
);

// The website's payload, checked with the same rules as the form; the name arrives as "first last".
const payloadSchema = v.object({
  access_key: v.string('Invalid access key'),
  name: v.pipe(
    v.string('Name is required'),
    v.check((text) => text.trim() !== '', 'Name is required'),
    v.maxLength(MAX_NAME, `Name must be at most ${MAX_NAME} characters`),
    v.regex(NAME_PATTERN, 'Name contains invalid characters'),
  ),
  email: emailSchema,
  phone: phoneSchema,
  destination: v.optional(destinationSchema, ''),
  budget: v.optional(budgetSchema, ''),
  message: v.optional(messageSchema, ''),
  services: v.optional(serviceList, ''),
  travellers: v.optional(travellersSchema, ''),
  rooms: v.optional(roomsSchema, ''),
  church: v.optional(churchSchema, ''),
  subject: v.optional(v.pipe(v.string(), v.maxLength(200, 'Subject is too long'))),
  from_name: v.optional(v.pipe(v.string(), v.maxLength(100, 'Sender name is too long')), 'Website'),
  replyto: v.optional(emailSchema),
  ref: v.optional(v.pipe(v.string(), v.regex(REF_PATTERN, 'Invalid enquiry reference'))),
});

export type RelayPayload = v.InferOutput<typeof payloadSchema> & { ref: string; subject: string; replyto: string };
export type PayloadCheck = { ok: true; payload: RelayPayload } | { ok: false; message: string };

/** A message's English text, with the numbers of the rule it names filled in (as the form shows them). */
const readable = (message: string) =>
  ((englishTexts as Record<string, string>)[message] ?? message).replace(/\{(\w+)\}/g, (token, name: string) =>
    name in PHONE_RULE_VALUES ? String(PHONE_RULE_VALUES[name as keyof typeof PHONE_RULE_VALUES]) : token,
  );

export function checkPayload(input: unknown): PayloadCheck {
  const parsed = v.safeParse(payloadSchema, input, { abortPipeEarly: true });
  if (!parsed.success) {
    const messages = [...new Set(parsed.issues.map((issue) => readable(issue.message)))];
    return { ok: false, message: messages.join('; ') };
  }
  const ref = parsed.output.ref ?? newEnquiryRef();
  return {
    ok: true,
    payload: {
      ...parsed.output,
      ref,
      subject: parsed.output.subject ?? enquirySubject(ref),
      replyto: parsed.output.replyto ?? parsed.output.email,
    },
  };
}
