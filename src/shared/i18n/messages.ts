import { createIntl, createIntlCache, type IntlShape } from 'react-intl';
import { LANGUAGES, type Lang } from '../../config/languages';
import type { PhraseBreaks } from '../../config/phrase-breaks';
import type { MessageId, Messages } from '../../content/module-types';
import { loadParsedStrings, loadShippedBreaks } from '../../content/ui-strings';
import { phraseTableOf } from './phrase-table';

export type { MessageId, Messages };

interface LoadedMessages {
  strings: Messages;
  breaks: PhraseBreaks;
}

/**
 * Each language's strings, loaded once by the route loaders (or before hydration), then read synchronously while
 * rendering: React never suspends on them.
 */
const loaded = new Map<Lang, Promise<LoadedMessages>>();
const ready = new Map<Lang, LoadedMessages>();

async function loadLanguage(lang: Lang): Promise<LoadedMessages> {
  const [strings, shipped] = await Promise.all([loadParsedStrings(lang), loadShippedBreaks(lang)]);
  const value = { strings, breaks: LANGUAGES[lang].spacedWords ? {} : phraseTableOf(strings, shipped) };
  ready.set(lang, value);
  return value;
}

export async function loadMessages(lang: Lang): Promise<Messages> {
  // A failed load (offline) is tried again next time rather than kept.
  const loading =
    loaded.get(lang) ??
    loadLanguage(lang).catch((error: unknown) => {
      loaded.delete(lang);
      throw error;
    });
  loaded.set(lang, loading);
  return (await loading).strings;
}

function readyMessages(lang: Lang): LoadedMessages {
  const value = ready.get(lang);
  if (!value) throw new Error(`Messages for "${lang}" read before they were loaded`);
  return value;
}

/** Messages already loaded by a route loader (or before hydration). */
export const messagesOf = (lang: Lang): Messages => readyMessages(lang).strings;

/** Where the language's headings may break (src/shared/ui/phrased.tsx), loaded with its messages. */
export const phraseBreaksOf = (lang: Lang): PhraseBreaks => readyMessages(lang).breaks;

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
