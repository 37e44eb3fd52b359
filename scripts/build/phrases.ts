import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { loadDefaultSimplifiedChineseParser, loadDefaultTraditionalChineseParser } from 'budoux';
import { parse } from 'yaml';
import { PHRASE_BREAK } from '../../src/config/phrase-break.ts';
import { CONTENT_ROOT } from '../content/entries.ts';
import { FACTS_FILE, splitFrontMatter } from '../content/layout.ts';
import { toSimplified } from '../content/simplified.ts';

type Language = 'en' | 'hk' | 'cn';

const parsers = { hk: loadDefaultTraditionalChineseParser(), cn: loadDefaultSimplifiedChineseParser() };

/**
 * Chinese text with a zero-width space between BudouX phrases, so lines set with `word-break: keep-all`
 * (src/design/base.ts) break only between phrases, never inside a word or a name. English is left as it is.
 */
export function phrased(text: string, lang: Language): string {
  if (lang === 'en' || !/[\u3400-\u9fff]/.test(text)) return text;
  return phrasesOf(text, lang).reduce((joined, phrase) =>
    /\s$/.test(joined) || /^\s/.test(phrase) ? joined + phrase : joined + PHRASE_BREAK + phrase,
  );
}

const isOneCharacter = (phrase: string) => [...phrase.trim()].length <= 1;

/**
 * BudouX's phrases, where a phrase of one character joins its neighbour (the one before; after, at the start or
 * after punctuation):
 * the models split 朝聖目的地 as 朝|聖目|的|地, and no line should start with 的 or leave one character alone.
 * This only removes breaks, so every break left is one BudouX chose.
 */
function budouxPhrases(text: string, lang: 'hk' | 'cn'): string[] {
  const phrases: string[] = [];
  let leading = '';
  for (const phrase of parsers[lang].parse(text.replaceAll(PHRASE_BREAK, ''))) {
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

let names: Record<'hk' | 'cn', string[]> | undefined;

/** The places on the tours' routes (each stop's Chinese name): names BudouX does not know, never split (拉烏|茲山). */
function placeNames(lang: 'hk' | 'cn'): string[] {
  if (!names) {
    const tours = join(CONTENT_ROOT, 'tours');
    const hk = readdirSync(tours)
      .map((id) => join(tours, id, FACTS_FILE))
      .filter((file) => existsSync(file))
      .flatMap((file) => {
        const facts = parse(splitFrontMatter(readFileSync(file, 'utf8')).frontMatter) as {
          route?: { name: { hk: string } }[];
        };
        return (facts.route ?? []).map((stop) => stop.name.hk);
      });
    names = { hk, cn: hk.map((name) => toSimplified(name)) };
  }
  return names[lang];
}

/** BudouX's phrases (see budouxPhrases), never breaking inside the name of a place on a tour's route. */
export function phrasesOf(text: string, lang: 'hk' | 'cn'): string[] {
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

/** Content fields that are headings, titles, names, tabs or tags: the ones set by phrase. */
const PHRASED_FIELD = /^(?:name|location|tab|highlights|title|\w*(?<!seo)(?:Title|Heading))$/;

/** A content entry with every heading-like field (see PHRASED_FIELD), however deep, set by phrase. */
export function phrasedFields<T>(value: T, lang: Language, phrasedHere = false): T {
  if (lang === 'en') return value;
  if (typeof value === 'string') return (phrasedHere ? phrased(value, lang) : value) as T;
  if (Array.isArray(value)) return value.map((item) => phrasedFields(item, lang, phrasedHere)) as T;
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, phrasedFields(item, lang, PHRASED_FIELD.test(key))]),
    ) as T;
  return value;
}

/** A parsed UI string with its literal text set by phrase (arguments, plural and select options kept intact). */
export function phrasedMessage(elements: MessageFormatElement[], lang: Language): MessageFormatElement[] {
  return elements.map((element) => {
    const copy = { ...element } as Record<string, unknown>;
    if (element.type === 0) copy.value = phrased(element.value, lang);
    if ('children' in element) copy.children = phrasedMessage(element.children, lang);
    if ('options' in element)
      copy.options = Object.fromEntries(
        Object.entries(element.options).map(([key, option]) => [
          key,
          { ...option, value: phrasedMessage(option.value, lang) },
        ]),
      );
    return copy as unknown as MessageFormatElement;
  });
}
