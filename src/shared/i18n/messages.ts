import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { createIntl, createIntlCache, type IntlShape } from 'react-intl';
import type enMessages from '../../../locales/en.json';
import { LANGUAGES, type Lang } from '../../config/routes';

/** Every UI string id, typed from the source locale: a misspelt id fails the type check. */
export type MessageId = keyof typeof enMessages;
/** Parsed at build time (scripts/build/messages-plugin.ts), so no parser ships to the browser. */
export type Messages = Record<MessageId, MessageFormatElement[]>;

const loaders: Record<Lang, () => Promise<{ default: Messages }>> = {
  en: () => import('../../../locales/en.json?messages'),
  hk: () => import('../../../locales/hk.json?messages'),
  cn: () => import('../../../locales/hk.json?messages=cn'),
};

const loaded = new Map<Lang, Messages>();

export async function loadMessages(lang: Lang): Promise<Messages> {
  const cached = loaded.get(lang);
  if (cached) return cached;
  const messages = (await loaders[lang]()).default;
  loaded.set(lang, messages);
  return messages;
}

/** Messages already loaded by a route loader (or before hydration). */
export function messagesOf(lang: Lang): Messages {
  const messages = loaded.get(lang);
  if (!messages) throw new Error(`Messages for "${lang}" were read before they were loaded`);
  return messages;
}

const cache = createIntlCache();
const intls = new Map<Lang, IntlShape>();

/** The language's react-intl instance, shared by the React tree and the text outside it (head tags). */
export function intlFor(lang: Lang): IntlShape {
  const intl = intls.get(lang) ?? createIntl({ locale: LANGUAGES[lang].htmlLang, messages: messagesOf(lang) }, cache);
  intls.set(lang, intl);
  return intl;
}

/** Plain text of a UI string with its values, for head tags and other text outside React. */
export function translate(lang: Lang, id: MessageId, values?: Record<string, string | number>): string {
  return intlFor(lang).formatMessage({ id }, values);
}
