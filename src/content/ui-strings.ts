import { messages, phrases } from '../../generated/ui-strings.ts';
import type { Lang } from '../config/languages';
import type { ShippedBreaks } from '../config/phrase-breaks';
import type { Messages } from './module-types';

/** A language's UI strings, parsed by the compile: a chunk of its own, loaded on demand (src/shared/i18n). */
export const loadParsedStrings = async (lang: Lang): Promise<Messages> => (await messages[lang]()).default;

const NO_BREAKS: ShippedBreaks = { messages: [], headings: {} };

/** Where the language's headings may break; none for a language of spaced words, which breaks at its spaces. */
export async function loadShippedBreaks(lang: Lang): Promise<ShippedBreaks> {
  const load = phrases[lang];
  return load ? (await load()).default : NO_BREAKS;
}
