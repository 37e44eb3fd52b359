import * as v from 'valibot';
import { PHONE_RULE_VALUES } from '../features/enquiry/core/fields';
import { phoneSchema } from '../features/enquiry/core/schema';
import type { PhoneCheck } from '../features/tours/poster/phone-check';
import type { MessageId } from '../shared/i18n/messages';

/** The poster's contact number, checked as the enquiry form checks a phone (features do not import each other). */
export const checkPosterPhone: PhoneCheck = (typed) => {
  const result = v.safeParse(phoneSchema, typed.trim());
  // The schema's messages are the enquiry form's error ids, each a key of the locale files.
  return result.success
    ? { phone: result.output }
    : {
        error: result.issues[0].message as MessageId,
        values: PHONE_RULE_VALUES,
      };
};
