import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { createIntl, createIntlCache, type IntlShape } from 'react-intl';
import type enMessages from '../../../locales/en.json';
import { LANGUAGES, type Lang } from '../../config/languages';
import type { PhraseBreaks } from '../../config/phrase-breaks';
import { loadThenRead } from '../../content/load-then-read';
import { phraseTableOf, type ShippedBreaks } from './phrase-table';

/** Every UI string id, typed from the source locale: a misspelt id fails the type check. */
export type MessageId = keyof typeof enMessages;
/** Parsed at build time (scripts/build/messages-plugin.ts), so no parser ships to the browser. */
export type Messages = Record<MessageId, MessageFormatElement[]>;

const localeFile = (lang: Lang) => `../../../locales/${lang}.json`;
const stringLoaders = import.meta.glob<Messages>(['../../../locales/*.json', '!**/fallback.json'], {
  query: '?messages',
  import: 'default',
});
const phraseLoaders = import.meta.glob<ShippedBreaks>(['../../../locales/*.json', '!**/fallback.json'], {
  query: '?phrases',
  import: 'default',
});

async function loadLocale<T>(loaders: Record<string, () => Promise<T>>, lang: Lang): Promise<T> {
  const load = loaders[localeFile(lang)];
  if (!load) throw new Error(`No locales/${lang}.json`);
  return load();
}

/** Where headings may break, loaded with the messages: a language of spaced words breaks at its spaces. */
const phraseBreaksIn = async (lang: Lang): Promise<ShippedBreaks> =>
  LANGUAGES[lang].spacedWords ? { messages: [], headings: {} } : loadLocale(phraseLoaders, lang);

const messages = loadThenRead(
  async (lang: Lang) => {
    const [strings, shipped] = await Promise.all([loadLocale(stringLoaders, lang), phraseBreaksIn(lang)]);
    const breaks: PhraseBreaks = LANGUAGES[lang].spacedWords ? {} : phraseTableOf(strings, shipped);
    return { strings, breaks };
  },
  (lang) => `Messages for "${lang}"`,
);

export const loadMessages = async (lang: Lang): Promise<Messages> => (await messages.load(lang)).strings;

/** Messages already loaded by a route loader (or before hydration). */
export const messagesOf = (lang: Lang): Messages => messages.get(lang).strings;

/** Where the language's headings may break (src/shared/ui/phrased.tsx), loaded with its messages. */
export const phraseBreaksOf = (lang: Lang): PhraseBreaks => messages.get(lang).breaks;

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
