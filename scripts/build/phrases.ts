import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { loadDefaultSimplifiedChineseParser, loadDefaultTraditionalChineseParser } from 'budoux';
import { LANGUAGES, type Lang, nameFormOf } from '../../src/config/languages.ts';
import type { PhraseBreaks, ShippedBreaks } from '../../src/config/phrase-breaks.ts';
import { hanMessageTexts, hasHan } from '../../src/shared/i18n/phrase-table.ts';
import { FACTS_FILE } from '../content/layout.ts';
import { CONTENT_ROOT, dataOf } from '../content/read.ts';
import { toSimplified } from '../content/simplified.ts';

const parsers = { Hant: loadDefaultTraditionalChineseParser(), Hans: loadDefaultSimplifiedChineseParser() };

/** The BudouX model of a language's script (src/config/languages.ts); a language without one reads as Traditional. */
const parserOf = (lang: Lang) => parsers[LANGUAGES[lang].script ?? 'Hant'];

const isOneCharacter = (phrase: string) => [...phrase.trim()].length <= 1;

/**
 * BudouX's phrases, where a phrase of one character joins its neighbour (the one before; after, at the start or
 * after punctuation):
 * the models split 朝聖目的地 as 朝|聖目|的|地, and no line should start with 的 or leave one character alone.
 * This only removes breaks, so every break left is one BudouX chose.
 */
function budouxPhrases(text: string, lang: Lang): string[] {
  const phrases: string[] = [];
  let leading = '';
  for (const phrase of parserOf(lang).parse(text)) {
    const last = phrases.length - 1;
    // After punctuation a line may break anyway (keep-all keeps those breaks): the character joins what follows.
    if (isOneCharacter(phrase) && last >= 0 && !/\p{P}\s*$/u.test(phrases[last] ?? '')) phrases[last] += phrase;
    else if (isOneCharacter(phrase)) leading += phrase;
    else {
      phrases.push(leading + phrase);
      leading = '';
    }
  }
  return leading ? [...phrases, leading] : phrases;
}

const names = new Map<Lang, string[]>();

/** The places on the tours' routes (each stop's name in the language): names BudouX does not know, never split (拉烏|茲山). */
function placeNames(lang: Lang): string[] {
  const known = names.get(lang);
  if (known) return known;
  const tours = join(CONTENT_ROOT, 'tours');
  const written = readdirSync(tours)
    .map((id) => join(tours, id, FACTS_FILE))
    .filter((file) => existsSync(file))
    .flatMap((file) => {
      const facts = dataOf(file) as {
        route?: { name: Record<string, string> }[];
      };
      return (facts.route ?? []).map((stop) => stop.name[nameFormOf(lang)] ?? '');
    });
  const own = LANGUAGES[lang].convertedFrom ? written.map((name) => toSimplified(name)) : written;
  names.set(lang, own);
  return own;
}

/** BudouX's phrases (see budouxPhrases), never breaking inside the name of a place on a tour's route. */
export function phrasesOf(text: string, lang: Lang): string[] {
  const phrases = budouxPhrases(text, lang);
  const inside = new Set<number>();
  for (const name of placeNames(lang))
    for (let at = text.indexOf(name); at >= 0; at = text.indexOf(name, at + 1))
      for (let offset = at + 1; offset < at + name.length; offset++) inside.add(offset);
  const joined: string[] = [];
  let end = 0;
  for (const phrase of phrases) {
    if (inside.has(end) && joined.length > 0) joined[joined.length - 1] += phrase;
    else joined.push(phrase);
    end += phrase.length;
  }
  return joined;
}

/** Beside a digit, a Latin letter or a space a line needs no extra break: 650號, WhatsApp and 2025 禧年 stay whole. */
const KEEPS_TOGETHER = /[\p{Nd}A-Za-z\s]/u;

/** A number written in figures or in Chinese (兩, 七, 三十): its classifier and the word after it follow it. */
const NUMBER = /[\p{Nd}〇零一二三四五六七八九十百千萬万兩两幾几]/u;

/** 兩|座山 and 兩座|山 would part a count from what it counts (兩座山, 三天, 七教會). */
const splitsACount = (text: string, offset: number) =>
  NUMBER.test(text[offset - 1] ?? '') || NUMBER.test(text[offset - 2] ?? '');

/**
 * Where a Chinese heading may start a new line (offsets into the text): between BudouX phrases, never beside a
 * number, a Latin word or a space, nor between a count and the thing counted. None in text without Chinese.
 */
export function phraseBreaks(text: string, lang: Lang): number[] {
  if (!/[\u3400-\u9fff]/.test(text)) return [];
  const breaks: number[] = [];
  let offset = 0;
  for (const phrase of phrasesOf(text, lang).slice(0, -1)) {
    offset += phrase.length;
    const keptTogether = KEEPS_TOGETHER.test(text[offset - 1] ?? '') || KEEPS_TOGETHER.test(text[offset] ?? '');
    if (!keptTogether && !splitsACount(text, offset)) breaks.push(offset);
  }
  return breaks;
}

/** Content fields that are headings, titles, names, tabs or tags: the ones set by phrase. */
const PHRASED_FIELD = /^(?:name|location|tab|highlights|title|\w*(?<!seo)(?:Title|Heading))$/;

/** The text of every heading-like field of a content entry (see PHRASED_FIELD), however deep. */
export function headingTexts(value: unknown, phrasedHere = false): string[] {
  if (typeof value === 'string') return phrasedHere ? [value] : [];
  if (Array.isArray(value)) return value.flatMap((item) => headingTexts(item, phrasedHere));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => headingTexts(item, PHRASED_FIELD.test(key)));
  return [];
}

/**
 * The breaks of every Chinese text, for the page to render as `<wbr>` (src/shared/ui/phrased.tsx); a text that
 * must stay whole is listed with none, so the page never borrows breaks for it from the texts it contains.
 */
export function phraseTable(texts: Iterable<string>, lang: Lang): PhraseBreaks {
  const table: PhraseBreaks = {};
  for (const text of texts) if (hasHan(text)) table[text] = phraseBreaks(text, lang);
  return table;
}

/** What generated/phrases/<lang>.json holds: its UI strings' breaks in order, and its content headings' by text. */
export function shippedBreaks(
  messages: Record<string, MessageFormatElement[]>,
  headings: string[],
  lang: Lang,
): ShippedBreaks {
  const texts = hanMessageTexts(messages);
  const inMessages = new Set(texts);
  return {
    messages: texts.map((text) => phraseBreaks(text, lang)),
    headings: phraseTable(new Set(headings.filter((text) => !inMessages.has(text))), lang),
  };
}
