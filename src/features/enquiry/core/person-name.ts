// How the enquirer's name is written, on the page's pending list and in the agency's mailbox alike.
import type { EnquiryFields } from './fields';

const HAN_ONLY = /^\p{Script=Han}+$/u;

/**
 * A name as its writer's language writes it: 陳大文 (family name first, no space between Chinese characters), Chan
 * Tai Man on a Chinese page, Mary Chan on an English one. A name typed in Chinese characters is always family name
 * first, whatever the page's language.
 */
export function personName(
  { firstName, lastName }: Pick<EnquiryFields, 'firstName' | 'lastName'>,
  familyNameFirst: boolean,
): string {
  const given = [firstName, lastName].filter(Boolean);
  const chinese = given.length > 0 && given.every((part) => HAN_ONLY.test(part));
  const parts = (familyNameFirst || chinese ? [lastName, firstName] : [firstName, lastName]).filter(Boolean);
  return parts.join(chinese ? '' : ' ');
}
