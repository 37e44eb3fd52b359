import { formatDate, formatWeekday } from '../../../config/formats';
import { LANGUAGES, type Lang } from '../../../config/languages';

/**
 * A trip's day with its weekday, from the house date style (src/config/formats.ts): "Wed 22 Sep 2027",
 * 2027年9月22日（週三）, 2027年9月22日（周三）. Composed here rather than added to formats.ts, whose chunk every page
 * (the home page too) loads.
 */
export function tripDayDate(isoDate: string, lang: Lang): string {
  const date = formatDate(isoDate, lang);
  const weekday = formatWeekday(new Date(isoDate), lang, 'short');
  return LANGUAGES[lang].spacedWords ? `${weekday} ${date}` : `${date}（${weekday}）`;
}
