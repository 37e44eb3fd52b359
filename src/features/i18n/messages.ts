import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type enMessages from '../../../locales/en.json';
import type { Lang } from '../../config/routes';

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

/** Plain text with `{name}` values, for head tags outside React (literal and argument parts only). */
export function translate(lang: Lang, id: MessageId, values: Record<string, string | number> = {}): string {
  return messagesOf(lang)
    [id].map((part) => {
      if (part.type === 0) return part.value; // literal
      if (part.type === 1) return String(values[part.value] ?? `{${part.value}}`); // argument
      throw new Error(`Message "${id}" is too rich for plain-text use`);
    })
    .join('');
}
