import { IntlMessageFormat } from 'intl-messageformat';
import { Children, createContext, type ReactNode, useContext } from 'react';
import type { MessageId, Messages } from './messages';

/** Values a UI string takes: text and numbers, or page parts (a price inside a sentence). */
type TextValues = Record<string, string | number>;
type NodeValues = Record<string, string | number | ReactNode>;

/**
 * A language's UI strings, formatted by intl-messageformat from the trees the build parsed: what react-intl's
 * `formatMessage` did, without the formatters (dates, lists, relative times) this site never asks it for.
 */
export interface Translator {
  locale: string;
  formatMessage(descriptor: { id: MessageId }, values?: TextValues): string;
  formatMessage(descriptor: { id: MessageId }, values: NodeValues): ReactNode;
}

export function createTranslator(locale: string, messages: Messages): Translator {
  const formats = new Map<MessageId, IntlMessageFormat>();
  function formatMessage(descriptor: { id: MessageId }, values?: TextValues): string;
  function formatMessage(descriptor: { id: MessageId }, values: NodeValues): ReactNode;
  function formatMessage({ id }: { id: MessageId }, values?: NodeValues): ReactNode {
    const message = messages[id];
    const [only] = message ?? [];
    if (message?.length === 1 && only?.type === 0) return only.value;
    try {
      const format = formats.get(id) ?? new IntlMessageFormat(message, locale);
      formats.set(id, format);
      const result = format.format<ReactNode>(values);
      // Page parts come back as a list: keyed, so React can render it.
      return Array.isArray(result) ? Children.toArray(result) : result;
    } catch (error) {
      console.error(`UI string "${id}" (${locale}) could not be formatted`, error);
      return id;
    }
  }
  return { locale, formatMessage };
}

const TranslatorContext = createContext<Translator | null>(null);
export const TranslatorProvider = TranslatorContext.Provider;

/** The page's language's UI strings (LanguageProvider gives them). */
export function useTranslator(): Translator {
  const translator = useContext(TranslatorContext);
  if (!translator) throw new Error('useTranslator must be used within a LanguageProvider');
  return translator;
}

/** The page's locale, or none outside a LanguageProvider. */
export const useLocale = (): string | undefined => useContext(TranslatorContext)?.locale;
