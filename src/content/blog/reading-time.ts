import { LANGUAGES, type Lang } from '../../config/languages.ts';

const ENGLISH_WORDS_PER_MINUTE = 200;
const CHINESE_CHARACTERS_PER_MINUTE = 300;

/** Minutes to read a text, from its words (English) or Han characters (Chinese). */
export function readingMinutes(text: string, lang: Lang): number {
  const units =
    LANGUAGES[lang].spacedWords
      ? text.split(/\s+/).filter(Boolean).length / ENGLISH_WORDS_PER_MINUTE
      : (text.match(/\p{Script=Han}/gu)?.length ?? 0) / CHINESE_CHARACTERS_PER_MINUTE;
  return Math.max(1, Math.round(units));
}

/** The article's stated reading time as a word count: text containing 8 → 1200 words, 12 → 1800, otherwise 2200. */
export function wordCountFromReadTime(readTime: string): number {
  if (readTime.includes('8')) return 1200;
  if (readTime.includes('12')) return 1800;
  return 2200;
}
