import { LANGUAGES, type Lang } from '../../../src/config/languages.ts';

/** A count as prose writes it: digits, an English word ("eight", "a") or Chinese numerals (八, 十二, 兩). */
const EN_NUMBERS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
const EN_WORDS: Record<string, number> = {
  ...Object.fromEntries(EN_NUMBERS.map((word, value) => [word, value])),
  eleven: 11,
  twelve: 12,
  a: 1,
  the: 1,
};
const ZH_DIGITS: Record<string, number> = {
  一: 1,
  二: 2,
  兩: 2,
  两: 2,
  三: 3,
  四: 4,
  五: 5,
  六: 6,
  七: 7,
  八: 8,
  九: 9,
};

/** Pattern sources for a count in English ("eight", "a", "the") and in Chinese. */
export const EN_NUMBER = `\\d+|${Object.keys(EN_WORDS).join('|')}`;
export const ZH_NUMBER = '\\d+|[一二兩两三四五六七八九十]+';

/** The count a number word states, as digits: "eight" → "8", 十二 → "12". */
export function numberOf(word: string): string {
  if (/^\d+$/.test(word)) return String(Number(word));
  const english = EN_WORDS[word.toLowerCase()];
  if (english !== undefined) return String(english);
  if (!word.includes('十')) return String(ZH_DIGITS[word] ?? word);
  const [tens = '', units = ''] = word.split('十');
  return String((tens ? (ZH_DIGITS[tens] ?? 0) : 1) * 10 + (ZH_DIGITS[units] ?? 0));
}

/** A count as prose states it: English writes one to nine in words, 10 and over in figures (docs/style/en.md). */
export const countInProse = (count: string, lang: Lang): string =>
  LANGUAGES[lang].british && /^[1-9]$/.test(count) ? (EN_NUMBERS[Number(count)] ?? count) : count;
