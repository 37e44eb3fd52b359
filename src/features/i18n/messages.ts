import type enMessages from '../../../locales/en.json';
import type { Lang } from '../../config/routes';

/** Every UI string id, typed from the source locale: a misspelt id fails the type check. */
export type MessageId = keyof typeof enMessages;
export type Messages = Record<MessageId, string>;

const loaders: Record<Lang, () => Promise<{ default: Messages }>> = {
  en: () => import('../../../locales/en.json'),
  hk: () => import('../../../locales/hk.json'),
  cn: () => import('../../../locales/cn.json'),
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

/** Plain lookup with `{name}` placeholders, for head tags outside React. */
export function translate(lang: Lang, id: MessageId, values: Record<string, string | number> = {}): string {
  return messagesOf(lang)[id].replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? `{${name}}`));
}
