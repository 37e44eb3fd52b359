import { MONEY, moneyValue } from './money.ts';
import { EN_NUMBER, numberOf, ZH_NUMBER } from './numbers.ts';

/** One way prose states a value, and how the value is read from what it matched. */
export interface Recogniser {
  pattern: RegExp;
  value: (match: RegExpExecArray) => string;
}

/**
 * The ways a value is stated, by the writing it is stated in: Chinese serves Traditional and Simplified alike;
 * `everyLanguage` is written the same in all (digits, an e-mail address). Every line of every language file is
 * read with all of them, so a quoted English phrase in a Chinese page is caught too.
 */
export type WaysOfSaying = Partial<Record<'english' | 'chinese' | 'everyLanguage', Recogniser[]>>;

const said = (pattern: RegExp, value: Recogniser['value'] = (match) => match[0]): Recogniser => ({ pattern, value });
const count = (pattern: RegExp) => said(pattern, (match) => numberOf(match[1] ?? ''));
const money = (pattern: RegExp) => said(pattern, (match) => moneyValue(match[1] ?? '', match[2] ?? ''));

/** A deposit is an amount (money.ts) beside the word: "deposit of US$500", "US$500 deposit", 訂金港幣500. */
export const DEPOSIT: WaysOfSaying = {
  english: [money(new RegExp(`deposit of ${MONEY}`, 'gi')), money(new RegExp(`${MONEY} deposit`, 'gi'))],
  chinese: [
    money(new RegExp(`[訂订定]金\\s*[為为:：]?\\s*${MONEY}`, 'g')),
    money(new RegExp(`${MONEY}\\s*元?的?[訂订定]金`, 'g')),
  ],
};

export const BALANCE_DUE: WaysOfSaying = {
  english: [count(new RegExp(`balance[^.;]*?\\b(${EN_NUMBER}) days before`, 'gi'))],
  chinese: [count(new RegExp(`[餘余]款[^。；]*?出[發发]前\\s*(${ZH_NUMBER})\\s*天`, 'g'))],
};

const range = (match: RegExpExecArray) => `${match[1]}–${match[2]}`;
export const GROUP_SIZE: WaysOfSaying = {
  english: [said(/(?<!\d)(\d+)\s*(?:–|-|to)\s*(\d+) (?:travellers|travelers|people|pilgrims|guests|persons)/gi, range)],
  chinese: [said(/(\d+)\s*(?:–|-|～|至|到)\s*(\d+)\s*(?:人|位旅客|位)/g, range)],
};

export const DAYS: WaysOfSaying = {
  english: [count(new RegExp(`\\b(${EN_NUMBER})[- ]days? (?:tour|journey|pilgrimage|itinerary|trip|programme)`, 'gi'))],
  chinese: [count(new RegExp(`(${ZH_NUMBER})\\s*天(?:行程|之旅|旅程|朝[聖圣])`, 'g'))],
};

export const NIGHTS: WaysOfSaying = {
  english: [count(new RegExp(`\\b(${EN_NUMBER}) nights['’]? accommodation`, 'gi'))],
  chinese: [count(new RegExp(`(${ZH_NUMBER})\\s*晚住宿`, 'g'))],
};

/** "two at a desert camp", "Two nights are spent in a serviced camp", 兩晚沙漠營地 (not "the night at camp"). */
export const CAMP_NIGHTS: WaysOfSaying = {
  english: [
    count(
      new RegExp(
        `\\b(${EN_NUMBER.replace('|a|the', '')}) (?:nights? )?(?:are spent )?(?:at|in) (?:a |the )?(?:serviced |desert )?camp\\b`,
        'gi',
      ),
    ),
  ],
  chinese: [count(new RegExp(`(${ZH_NUMBER})\\s*晚(?:入住|住在|住|在)?(?:有[專专]?人?服[務务]的|沙漠)?[營营]地`, 'g'))],
};

export const DOMESTIC_FLIGHTS: WaysOfSaying = {
  // "the domestic flight" states there is one; "a domestic flight to Izmir" is one leg of several.
  english: [count(new RegExp(`\\b(${EN_NUMBER.replace('|a|', '|')}) domestic flights?\\b`, 'gi'))],
  chinese: [
    count(new RegExp(`(${ZH_NUMBER})\\s*[程段]?(?:土耳其|沙特|阿聯酋|阿联酋)?(?:內陸|内陆|國內|国内)航班`, 'g')),
  ],
};

/** Demand words, by the level (1–5) they belong to; the tour page shows the same words for the level. */
const DEMAND_LEVELS = {
  english: { easy: 1, moderate: 2, reasonable: 2, active: 3, demanding: 4, challenging: 4, strenuous: 5 },
  chinese: { 輕鬆: 1, 轻松: 1, 一般: 2, 中等: 2, 略高: 3, 較高: 4, 较高: 4, 很高: 5 },
} satisfies Record<string, Record<string, number>>;
const levelOf = (words: Record<string, number>) => (match: RegExpExecArray) =>
  String(words[(match[1] ?? match[2] ?? '').toLowerCase()]);
const EN_DEMAND = Object.keys(DEMAND_LEVELS.english).join('|');
const ZH_DEMAND = Object.keys(DEMAND_LEVELS.chinese).join('|');

export const DEMAND: WaysOfSaying = {
  everyLanguage: [said(/([1-5])\s*\/\s*5(?!\d)/g, (match) => match[1] ?? '')],
  english: [
    said(/(?<!\d)([1-5]) of 5\b/g, (match) => match[1] ?? ''),
    said(
      new RegExp(`\\b(${EN_DEMAND})(?: level of)? (?:fitness|physical demand)|^\\s*(${EN_DEMAND})\\b(?=[^.]*:)`, 'gi'),
      levelOf(DEMAND_LEVELS.english),
    ),
  ],
  chinese: [
    said(
      new RegExp(`(?:[體体][能力]要求(?:[為为])?|具[備备]|需要)\\s*(${ZH_DEMAND})(?:的)?(?:[體体]能)?`, 'g'),
      levelOf(DEMAND_LEVELS.chinese),
    ),
  ],
};

/** A phone number: international, or a Hong Kong number of eight digits. */
export const PHONE: WaysOfSaying = {
  everyLanguage: [said(/\+\d{3}[\d\s-]{7,}\d|(?<![\w.,/:-])[2-9]\d{3}[ -]?\d{4}(?![\w-])/g)],
};

export const EMAIL: WaysOfSaying = { everyLanguage: [said(/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g)] };

/** A reply promise with its hours typed: "within 24 hours", 24小時內回覆, 24小时内回复. */
export const REPLY_HOURS: WaysOfSaying = {
  english: [said(/\bwithin \d+ hours\b/gi)],
  chinese: [said(/\d+\s*小[時时][內内]\s*(?:回覆|回复|答覆|答复)/g)],
};
