import { readFileSync } from 'node:fs';
import { formatList, formatTimeRange, formatWeekday } from '../../src/config/formats.ts';
import { LANGUAGES, type Lang } from '../../src/config/languages.ts';
import { type SiteFacts, WEEKDAYS, type Weekday } from '../../src/content/site-schema.ts';

type Hours = SiteFacts['officeHours'];

/** schema.org's day codes, in WEEKDAYS order. */
const DAY_CODES = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'] as const;

// 1 January 2024 was a Monday: day `index` of the week (0 = Monday) at `time`, in UTC.
const at = (index: number, time = '00:00') => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return new Date(Date.UTC(2024, 0, 1 + index, hours, minutes));
};

/** The open days as runs of consecutive days, in week order: Mon–Fri and Sun → [[0..4], [6]]. */
function runsOf(days: readonly Weekday[]): number[][] {
  const indexes = [...new Set(days.map((day) => WEEKDAYS.indexOf(day)))].sort((a, b) => a - b);
  const runs: number[][] = [];
  for (const index of indexes) {
    const run = runs.at(-1);
    if (run && run.at(-1) === index - 1) run.push(index);
    else runs.push([index]);
  }
  return runs;
}

/** The UI strings that join the parts (locales/<lang>.json: `officeHours.range`, `officeHours.text`). */
export function hoursPatterns(lang: Lang): { range: string; text: string } {
  const file = new URL(`../../locales/${lang}.json`, import.meta.url);
  const strings = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  const own = (id: string) => {
    const text = strings[id];
    if (text === undefined) throw new Error(`${file.pathname}: no "${id}"`);
    return text;
  };
  return { range: own('officeHours.range'), text: own('officeHours.text') };
}

const fill = (pattern: string, values: Record<string, string>) =>
  pattern.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

/** The open days in `lang`: "Monday to Friday", 星期一至五, 周一至周五; days apart are listed. */
export function daysText(days: readonly Weekday[], lang: Lang, range = hoursPatterns(lang).range): string {
  const [firstStyle, lastStyle] = LANGUAGES[lang].dayRunNames;
  const name = (index: number, weekday = firstStyle) => formatWeekday(at(index), lang, weekday);
  const parts = runsOf(days).flatMap((run) => {
    const first = run[0] ?? 0;
    const last = run.at(-1) ?? first;
    if (run.length < 3) return run.map((index) => name(index));
    return [fill(range, { first: name(first), last: name(last, lastStyle) })];
  });
  return formatList(parts, lang);
}

/** The opening and closing times in `lang` (src/config/formats.ts): "10am–7pm", 上午10時至晚上7時, 上午10:00至晚上7:00. */
export const timesText = ({ open, close }: Pick<Hours, 'open' | 'close'>, lang: Lang): string =>
  formatTimeRange(at(0, open), at(0, close), lang);

/** The office's days and hours as a sentence part: "Monday to Friday, 10am–7pm", 星期一至五 上午10時至晚上7時. */
export function officeHoursText(hours: Hours, lang: Lang): string {
  const patterns = hoursPatterns(lang);
  return fill(patterns.text, { days: daysText(hours.days, lang, patterns.range), times: timesText(hours, lang) });
}

/** schema.org's openingHours: "Mo-Fr 10:00-19:00" (runs of days joined by a hyphen, others by commas). */
export function openingHoursSpec(hours: Hours): string {
  const days = runsOf(hours.days).map((run) => {
    const [first = 0] = run;
    const last = run.at(-1) ?? first;
    return run.length > 1 ? `${DAY_CODES[first]}-${DAY_CODES[last]}` : DAY_CODES[first];
  });
  return `${days.join(',')} ${hours.open}-${hours.close}`;
}
