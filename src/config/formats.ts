import { LANGUAGES, type Lang, perLang } from './languages.ts';

/**
 * How each language writes dates, times and lists, in one place (docs/style/; money: src/shared/money/format-money.ts): British English
 * ("8 Mar 2027", "10am–7pm", "US$2,890"), Hong Kong (2027年3月8日, 上午10時至晚上7時) and the mainland
 * (2027年3月8日, 上午10:00至晚上7:00). Everything is `Intl`, the same on the build machine and in the browser.
 */
export const LOCALES: Record<Lang, string> = perLang((lang) => LANGUAGES[lang].intlLocale ?? LANGUAGES[lang].htmlLang);

/** The one date style of every language: day, three-letter month and year in English; 年月日 in Chinese. */
const DATE: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' };

/** Times of day: "10am", "9:30am" in English; Hong Kong names the hour; the mainland names the part of the day. */
const TIME = (lang: Lang): Intl.DateTimeFormatOptions => ({
  // h12 (12 noon, 1pm), not hour12, which some locales (en-GB) read as h11 (0 noon).
  hour: 'numeric',
  minute: '2-digit',
  hourCycle: 'h12',
  dayPeriod: LANGUAGES[lang].dayPeriod,
  timeZone: 'UTC',
});

// Building a formatter costs about a millisecond on a phone, and a tour page formats a dozen dates.
const made = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();
function cached<T extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, make: () => T): T {
  const found = made.get(key) ?? make();
  made.set(key, found);
  return found as T;
}

const dateFormat = (lang: Lang, withDay = true) =>
  cached(`date ${lang} ${withDay}`, () => {
    const { day: _day, ...monthAndYear } = DATE;
    return new Intl.DateTimeFormat(LOCALES[lang], withDay ? DATE : monthAndYear);
  });

type When = string | number | Date;

/** British English shortens September to "Sept"; the house style keeps every month at three letters. */
const written = (parts: Intl.DateTimeFormatPart[], lang: Lang) =>
  parts
    .map((part) => (LANGUAGES[lang].british && part.type === 'month' ? part.value.slice(0, 3) : part.value))
    .join('');

/** A date ("2027-03-08", a time stamp): "8 Mar 2027", 2027年3月8日. */
export const formatDate = (when: When, lang: Lang): string =>
  written(dateFormat(lang).formatToParts(new Date(when)), lang);

/** A month ("2024-01-01"): "Jan 2024", 2024年1月. */
export const formatMonth = (when: When, lang: Lang): string =>
  written(dateFormat(lang, false).formatToParts(new Date(when)), lang);

/** English times drop ":00" and the space: "10am", "9:30am". */
const britishTime = (text: string) => text.replace(/\s+/g, '').replace(/:00(?=[ap]m)/g, '');

/**
 * From one time to another, by Intl's range format: "10am–7pm", 上午10時至晚上7時, 上午10:00至晚上7:00. Hong Kong
 * leaves out minutes on the hour (上午10時) unless either time has some (上午9:30至下午6:00).
 */
export function formatTimeRange(from: Date, to: Date, lang: Lang): string {
  const onTheHour = from.getUTCMinutes() === 0 && to.getUTCMinutes() === 0;
  const { minute: _minute, ...hourOnly } = TIME(lang);
  const options = LANGUAGES[lang].hourOnlyOnTheHour && onTheHour ? hourOnly : TIME(lang);
  const text = new Intl.DateTimeFormat(LOCALES[lang], options).formatRange(from, to);
  return LANGUAGES[lang].british ? britishTime(text) : text;
}

/** A moment with its time, in the reader's time zone unless `timeZone` is given: "8 Mar 2027, 3:45pm". */
export function formatDateTime(when: When, lang: Lang, timeZone?: string): string {
  const moment = new Date(when);
  const day = new Intl.DateTimeFormat(LOCALES[lang], { ...DATE, timeZone }).formatToParts(moment);
  const time = new Intl.DateTimeFormat(LOCALES[lang], { ...TIME(lang), timeZone }).format(moment);
  return LANGUAGES[lang].british ? `${written(day, lang)}, ${britishTime(time)}` : `${written(day, lang)} ${time}`;
}

/** A day of the week, in `style`: "Monday", 星期一, 周一. */
export const formatWeekday = (when: Date, lang: Lang, style: Intl.DateTimeFormatOptions['weekday']): string =>
  new Intl.DateTimeFormat(LOCALES[lang], { weekday: style, timeZone: 'UTC' }).format(when);

/** "Monday and Saturday", 星期一及星期六: a list joined as the language joins one. */
export const formatList = (items: string[], lang: Lang, style: Intl.ListFormatStyle = 'long'): string =>
  new Intl.ListFormat(LOCALES[lang], { type: 'conjunction', style }).format(items);

/** "Days 1 and 8", 第1及8天, 第1、8天: day numbers joined as the language lists figures. */
export const formatFigureList = (items: string[], lang: Lang): string =>
  formatList(items, lang, LANGUAGES[lang].figureListStyle);
