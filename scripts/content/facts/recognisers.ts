import { MONEY, moneyValue } from './money.ts';
import { EN_NUMBER, numberOf, ZH_NUMBER } from './numbers.ts';

/** One way prose states a value, and how the value is read from what it matched. */
export interface Recogniser {
  pattern: RegExp;
  value: (match: RegExpExecArray) => string;
}

/**
 * The ways each language states a value: `zh` serves Traditional and Simplified alike, `any` is written the same in
 * every language (digits, an e-mail address). Every line of every language file is read with all of them.
 */
export type WaysOfSaying = Partial<Record<'en' | 'zh' | 'any', Recogniser[]>>;

const said = (pattern: RegExp, value: Recogniser['value'] = (match) => match[0]): Recogniser => ({ pattern, value });
const count = (pattern: RegExp) => said(pattern, (match) => numberOf(match[1] ?? ''));
const money = (pattern: RegExp) => said(pattern, (match) => moneyValue(match[1] ?? '', match[2] ?? ''));

/** A deposit is an amount (money.ts) beside the word: "deposit of US$500", "US$500 deposit", 訂金港幣500. */
export const DEPOSIT: WaysOfSaying = {
  en: [money(new RegExp(`deposit of ${MONEY}`, 'gi')), money(new RegExp(`${MONEY} deposit`, 'gi'))],
  zh: [
    money(new RegExp(`[訂订定]金\\s*[為为:：]?\\s*${MONEY}`, 'g')),
    money(new RegExp(`${MONEY}\\s*元?的?[訂订定]金`, 'g')),
  ],
};

export const BALANCE_DUE: WaysOfSaying = {
  en: [count(new RegExp(`balance[^.;]*?\\b(${EN_NUMBER}) days before`, 'gi'))],
  zh: [count(new RegExp(`[餘余]款[^。；]*?出[發发]前\\s*(${ZH_NUMBER})\\s*天`, 'g'))],
};

const range = (match: RegExpExecArray) => `${match[1]}–${match[2]}`;
export const GROUP_SIZE: WaysOfSaying = {
  en: [said(/(?<!\d)(\d+)\s*(?:–|-|to)\s*(\d+) (?:travellers|travelers|people|pilgrims|guests|persons)/gi, range)],
  zh: [said(/(\d+)\s*(?:–|-|至|到)\s*(\d+)\s*(?:人|位旅客|位)/g, range)],
};

export const DAYS: WaysOfSaying = {
  en: [count(new RegExp(`\\b(${EN_NUMBER})[- ]days? (?:tour|journey|pilgrimage|itinerary|trip|programme)`, 'gi'))],
  zh: [count(new RegExp(`(${ZH_NUMBER})\\s*天(?:行程|之旅|旅程|朝[聖圣])`, 'g'))],
};

export const NIGHTS: WaysOfSaying = {
  en: [count(new RegExp(`\\b(${EN_NUMBER}) nights['’]? accommodation`, 'gi'))],
  zh: [count(new RegExp(`(${ZH_NUMBER})\\s*晚住宿`, 'g'))],
};

export const DOMESTIC_FLIGHTS: WaysOfSaying = {
  // "the domestic flight" states there is one; "a domestic flight to Izmir" is one leg of several.
  en: [count(new RegExp(`\\b(${EN_NUMBER.replace('|a|', '|')}) domestic flights?\\b`, 'gi'))],
  zh: [count(new RegExp(`(${ZH_NUMBER})\\s*[程段]?(?:土耳其|沙特|阿聯酋|阿联酋)?(?:內陸|内陆|國內|国内)航班`, 'g'))],
};

/** Demand words, by the level (1–5) they belong to; the tour page shows the same words for the level. */
const DEMAND_LEVELS = {
  en: { easy: 1, moderate: 2, reasonable: 2, active: 3, demanding: 4, challenging: 4, strenuous: 5 },
  zh: { 輕鬆: 1, 轻松: 1, 一般: 2, 中等: 2, 略高: 3, 較高: 4, 较高: 4, 很高: 5 },
} satisfies Record<string, Record<string, number>>;
const levelOf = (words: Record<string, number>) => (match: RegExpExecArray) =>
  String(words[(match[1] ?? match[2] ?? '').toLowerCase()]);
const EN_DEMAND = Object.keys(DEMAND_LEVELS.en).join('|');
const ZH_DEMAND = Object.keys(DEMAND_LEVELS.zh).join('|');

export const DEMAND: WaysOfSaying = {
  any: [said(/([1-5])\s*\/\s*5(?!\d)/g, (match) => match[1] ?? '')],
  en: [
    said(/(?<!\d)([1-5]) of 5\b/g, (match) => match[1] ?? ''),
    said(
      new RegExp(`\\b(${EN_DEMAND})(?: level of)? (?:fitness|physical demand)|^\\s*(${EN_DEMAND})\\b(?=[^.]*:)`, 'gi'),
      levelOf(DEMAND_LEVELS.en),
    ),
  ],
  zh: [
    said(
      new RegExp(`(?:[體体][能力]要求(?:[為为])?|具[備备]|需要)\\s*(${ZH_DEMAND})(?:的)?(?:[體体]能)?`, 'g'),
      levelOf(DEMAND_LEVELS.zh),
    ),
  ],
};

/** A phone number: international, or a Hong Kong number of eight digits. */
export const PHONE: WaysOfSaying = {
  any: [said(/\+\d{3}[\d\s-]{7,}\d|(?<![\w.,/:-])[2-9]\d{3}[ -]?\d{4}(?![\w-])/g)],
};

export const EMAIL: WaysOfSaying = { any: [said(/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g)] };
