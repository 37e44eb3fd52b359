import { MONEY, moneyValue } from './prose-money.ts';

/**
 * Sentences that state a tour fact, in English and in Chinese (Traditional or Simplified): each pattern
 * recognises one way of saying a deposit, a balance deadline, a group size, a day or night count (at the desert
 * camp too), a number of
 * domestic flights or a physical-demand level, and reads the value it states.
 */
export type FactKind =
  | 'deposit'
  | 'balance'
  | 'groupSize'
  | 'days'
  | 'nights'
  | 'campNights'
  | 'domesticFlights'
  | 'demand';

export interface Statement {
  kind: FactKind;
  value: string;
  /** The words that state it, for the message. */
  said: string;
}

const EN_NUMBERS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
const EN_NUMBER = `\\d+|${EN_NUMBERS.join('|')}|eleven|twelve|a|the`;
const ZH_NUMBER = '\\d+|[一二兩两三四五六七八九十]+';

function numberOf(word: string): string {
  const lower = word.toLowerCase();
  if (/^\d+$/.test(lower)) return String(Number(lower));
  if (lower === 'a' || lower === 'the') return '1';
  if (lower === 'eleven') return '11';
  if (lower === 'twelve') return '12';
  const english = EN_NUMBERS.indexOf(lower);
  if (english >= 0) return String(english);
  const digits: Record<string, number> = {
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
  if (word === '十') return '10';
  const [tens = '', units = ''] = word.split('十');
  if (word.includes('十')) return String((tens ? (digits[tens] ?? 0) : 1) * 10 + (digits[units] ?? 0));
  return String(digits[word] ?? word);
}

/** Demand words, by the level (1–5) they belong to; the tour page shows the same words for the level. */
const DEMAND_WORDS: Record<string, number> = {
  easy: 1,
  moderate: 2,
  reasonable: 2,
  active: 3,
  demanding: 4,
  challenging: 4,
  strenuous: 5,
  輕鬆: 1,
  轻松: 1,
  一般: 2,
  中等: 2,
  略高: 3,
  較高: 4,
  较高: 4,
  很高: 5,
};
const EN_DEMAND = 'easy|moderate|reasonable|active|demanding|challenging|strenuous';
const ZH_DEMAND = '輕鬆|轻松|一般|中等|略高|較高|较高|很高';

type Reader = (match: RegExpExecArray) => string;
/** The amount a deposit pattern matched, whichever of its alternatives did. */
const money: Reader = (m) => {
  const [currency = '', digits = ''] = m.slice(1).filter((group) => group !== undefined);
  return moneyValue(currency, digits);
};
const PATTERNS: [FactKind, RegExp, Reader][] = [
  // A deposit is an amount (prose-money.ts) beside the word: "deposit of US$500", "US$500 deposit", 訂金港幣500.
  ['deposit', new RegExp(`deposit of ${MONEY}|[訂订定]金\\s*[為为:：]?\\s*${MONEY}`, 'gi'), money],
  ['deposit', new RegExp(`${MONEY}(?: deposit|\\s*元?的?[訂订定]金)`, 'gi'), money],
  ['balance', new RegExp(`balance[^.;]*?\\b(${EN_NUMBER}) days before`, 'gi'), (m) => numberOf(m[1] ?? '')],
  ['balance', new RegExp(`[餘余]款[^。；]*?出[發发]前\\s*(${ZH_NUMBER})\\s*天`, 'g'), (m) => numberOf(m[1] ?? '')],
  [
    'groupSize',
    /(?<!\d)(\d+)\s*(?:–|-|to)\s*(\d+) (?:travellers|travelers|people|pilgrims|guests|persons)/gi,
    (m) => `${m[1]}–${m[2]}`,
  ],
  ['groupSize', /(\d+)\s*(?:–|-|至|到)\s*(\d+)\s*(?:人|位旅客|位)/g, (m) => `${m[1]}–${m[2]}`],
  [
    'days',
    new RegExp(`\\b(${EN_NUMBER})[- ]days? (?:tour|journey|pilgrimage|itinerary|trip|programme)`, 'gi'),
    (m) => numberOf(m[1] ?? ''),
  ],
  ['days', new RegExp(`(${ZH_NUMBER})\\s*天(?:行程|之旅|旅程|朝[聖圣])`, 'g'), (m) => numberOf(m[1] ?? '')],
  ['nights', new RegExp(`\\b(${EN_NUMBER}) nights['’]? accommodation`, 'gi'), (m) => numberOf(m[1] ?? '')],
  ['nights', new RegExp(`(${ZH_NUMBER})\\s*晚住宿`, 'g'), (m) => numberOf(m[1] ?? '')],
  // "two at a desert camp", "Two nights are spent in a serviced camp", 兩晚沙漠營地, 两晚入住有专人服务的营地 (not "the night at camp").
  [
    'campNights',
    new RegExp(
      `\\b(${EN_NUMBER.replace('|a|the', '')}) (?:nights? )?(?:are spent )?(?:at|in) (?:a |the )?(?:serviced |desert )?camp\\b`,
      'gi',
    ),
    (m) => numberOf(m[1] ?? ''),
  ],
  [
    'campNights',
    new RegExp(`(${ZH_NUMBER})\\s*晚(?:入住|住在|住|在)?(?:有[專专]?人?服[務务]的|沙漠)?[營营]地`, 'g'),
    (m) => numberOf(m[1] ?? ''),
  ],
  // "the domestic flight" states there is one; "a domestic flight to Izmir" is one leg of several.
  [
    'domesticFlights',
    new RegExp(`\\b(${EN_NUMBER.replace('|a|', '|')}) domestic flights?\\b`, 'gi'),
    (m) => numberOf(m[1] ?? ''),
  ],
  [
    'domesticFlights',
    new RegExp(`(${ZH_NUMBER})\\s*[程段]?(?:土耳其|沙特|阿聯酋|阿联酋)?(?:內陸|内陆|國內|国内)航班`, 'g'),
    (m) => numberOf(m[1] ?? ''),
  ],
  ['demand', /(?<!\d)([1-5]) of 5\b/g, (m) => m[1] ?? ''],
  ['demand', /([1-5])\s*\/\s*5(?!\d)/g, (m) => m[1] ?? ''],
  [
    'demand',
    new RegExp(`\\b(${EN_DEMAND})(?: level of)? (?:fitness|physical demand)|^\\s*(${EN_DEMAND})\\b(?=[^.]*:)`, 'gi'),
    (m) => String(DEMAND_WORDS[(m[1] ?? m[2] ?? '').toLowerCase()]),
  ],
  [
    'demand',
    new RegExp(`(?:[體体][能力]要求(?:[為为])?|具[備备]|需要)\\s*(${ZH_DEMAND})(?:的)?(?:[體体]能)?`, 'g'),
    (m) => String(DEMAND_WORDS[m[1] ?? '']),
  ],
];

/** Every fact the line states. */
export function statementsIn(line: string): Statement[] {
  return PATTERNS.flatMap(([kind, pattern, read]) =>
    [...line.matchAll(pattern)].map((match) => ({ kind, value: read(match), said: match[0].trim() })),
  );
}
