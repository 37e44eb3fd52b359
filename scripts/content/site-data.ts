import { LANGS, LANGUAGES } from '../../src/config/languages.ts';
import { IMAGE_CREDITS_FILE, photoCaptions, readImageCredits } from '../build/image-credits.ts';
import { parsedStrings, phraseBreaks } from '../build/messages.ts';
import { shownSiteFacts } from '../build/site-facts-shown.ts';
import { uiStringsModule } from './generated-modules.ts';
import { type ContentSource, readSiteFacts } from './read.ts';

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/**
 * The compiled files beside the collections, by their path under generated/: computed here once, so the pages carry
 * no parser (ICU, YAML, BudouX) and every page shows the very same words.
 * - `messages/<lang>.json`: the UI strings (locales/<lang>.json), parsed; `phrases/<lang>.json`: where a Chinese
 *   language's headings may break; `ui-strings.ts`: both, a chunk per language (src/content/ui-strings.ts).
 * - `site-shown.json`: the office hours and address as each language shows them (src/content/site-shown.ts).
 * - `image-credits.json`: the picture records, checked; `photo-captions.json`: only what a caption shows.
 */
export function siteDataFiles(source: ContentSource): [path: string, text: string][] {
  const phrased = LANGS.filter((lang) => !LANGUAGES[lang].spacedWords);
  const uiStrings = LANGS.flatMap((lang): [string, string][] => {
    const strings = parsedStrings(lang);
    const messages: [string, string] = [`messages/${lang}.json`, json(strings)];
    if (!phrased.includes(lang)) return [messages];
    return [messages, [`phrases/${lang}.json`, json(phraseBreaks(lang, strings, source))]];
  });
  const { pictures } = readImageCredits(IMAGE_CREDITS_FILE, source);
  return [
    ...uiStrings,
    ['ui-strings.ts', uiStringsModule(phrased)],
    ['site-shown.json', json(shownSiteFacts(readSiteFacts(source)))],
    ['image-credits.json', json(pictures)],
    ['photo-captions.json', json(photoCaptions(pictures))],
  ];
}
