import type { MessageId } from '../../../shared/i18n/messages';

/**
 * Checks a phone number typed for the poster: the number as it is printed (a Hong Kong number with +852), or the
 * message saying what is wrong, with the numbers it names. Supplied by the app, which holds the enquiry form's rules.
 */
export type PhoneCheck = (
  typed: string,
) => { phone: string } | { error: MessageId; values: Record<string, string | number> };
