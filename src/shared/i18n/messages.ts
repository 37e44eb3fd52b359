import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { createIntl, createIntlCache, type IntlShape } from 'react-intl';
import type enMessages from '../../../locales/en.json';
import { LANGUAGES, type Lang } from '../../config/languages';
import type { MessagePart } from '../../config/message-parts';
import type { PhraseBreaks } from '../../config/phrase-breaks';

/** Every UI string id, typed from the source locale: a misspelt id fails the type check. */
export type MessageId = keyof typeof enMessages;
/** Parsed at build time (scripts/build/messages-plugin.ts), so no parser ships to the browser. */
export type Messages = Record<MessageId, MessageFormatElement[]>;

const localeFile = (lang: Lang) => `../../../locales/${lang}.json`;
// One glob per part: Vite needs each query written out.
const stringLoaders: Record<MessagePart, Record<string, () => Promise<Partial<Messages>>>> = {
  start: import.meta.glob<Partial<Messages>>(['../../../locales/*.json', '!**/fallback.json'], {
    query: '?messages&part=start',
    import: 'default',
  }),
  later: import.meta.glob<Partial<Messages>>(['../../../locales/*.json', '!**/fallback.json'], {
    query: '?messages&part=later',
    import: 'default',
  }),
};
const phraseLoaders: Record<MessagePart, Record<string, () => Promise<PhraseBreaks>>> = {
  start: import.meta.glob<PhraseBreaks>(['../../../locales/*.json', '!**/fallback.json'], {
    query: '?phrases&part=start',
    import: 'default',
  }),
  later: import.meta.glob<PhraseBreaks>(['../../../locales/*.json', '!**/fallback.json'], {
    query: '?phrases&part=later',
    import: 'default',
  }),
};

async function loadLocale<T>(loaders: Record<string, () => Promise<T>>, lang: Lang): Promise<T> {
  const load = loaders[localeFile(lang)];
  if (!load) throw new Error(`No locales/${lang}.json`);
  return load();
}

/** Where headings may break, loaded with the messages: a language of spaced words breaks at its spaces. */
const phraseBreaksIn = async (part: MessagePart, lang: Lang): Promise<PhraseBreaks> =>
  LANGUAGES[lang].spacedWords ? {} : loadLocale(phraseLoaders[part], lang);

/**
 * A language's strings and breaks: one object each, which every part fills in as it arrives, so the language's
 * intl instance (made once) finds the later part's strings too.
 */
interface Loaded {
  strings: Messages;
  breaks: PhraseBreaks;
  parts: Map<MessagePart, Promise<void>>;
  ready: Set<MessagePart>;
}
const loaded = new Map<Lang, Loaded>();

function loadPart(lang: Lang, part: MessagePart): Promise<void> {
  const entry = loaded.get(lang) ?? { strings: {} as Messages, breaks: {}, parts: new Map(), ready: new Set() };
  loaded.set(lang, entry);
  const pending =
    entry.parts.get(part) ??
    Promise.all([loadLocale(stringLoaders[part], lang), phraseBreaksIn(part, lang)]).then(
      ([strings, breaks]) => {
        Object.assign(entry.strings, strings);
        Object.assign(entry.breaks, breaks);
        entry.ready.add(part);
      },
      (error: unknown) => {
        entry.parts.delete(part); // a chunk that failed (offline) is fetched again next time
        throw error;
      },
    );
  entry.parts.set(part, pending);
  return pending;
}

/** Every UI string of the language: what a page loads before it draws (src/config/message-parts.ts). */
export async function loadMessages(lang: Lang): Promise<Messages> {
  await Promise.all([loadPart(lang, 'start'), loadPart(lang, 'later')]);
  return messagesOf(lang);
}

/** The strings of the shell, the heads and the dialogs (src/config/message-parts.ts). */
export const loadStartMessages = (lang: Lang): Promise<void> => loadPart(lang, 'start');

/** Languages whose page started with its first screen's strings: their later part comes with its sections. */
const startedLight = new Set<Lang>();

/** A page's first screen's strings, and a note to load the rest with the sections below its fold. */
export function loadFirstScreenMessages(lang: Lang): Promise<void> {
  startedLight.add(lang);
  return loadPart(lang, 'start');
}

/** The later part of any page that started light (loadFirstScreenMessages): for code that draws after start-up. */
export const loadLaterMessages = async (): Promise<void> =>
  void (await Promise.all([...startedLight].map((lang) => loadPart(lang, 'later'))));

function loadedOf(lang: Lang): Loaded {
  const entry = loaded.get(lang);
  if (!entry?.ready.has('start')) throw new Error(`Messages for "${lang}" read before they were loaded`);
  return entry;
}

/** Messages already loaded by a route loader (or before hydration). */
export const messagesOf = (lang: Lang): Messages => loadedOf(lang).strings;

/** Where the language's headings may break (src/shared/ui/phrased.tsx), loaded with its messages. */
export const phraseBreaksOf = (lang: Lang): PhraseBreaks => loadedOf(lang).breaks;

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
