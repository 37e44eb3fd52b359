import { formatDate, formatWeekday } from '../../../config/formats';
import { LANGUAGES, type Lang } from '../../../config/languages';

/**
 * A trip's day with its weekday, from the house date style (src/config/formats.ts): "Wed 22 Sep 2027",
 * 2027年9月22日（星期三）: the full 星期 name reads right in a Chinese date, where 週三 is a note's shorthand.
 * Composed here rather than added to formats.ts, whose chunk every page (the home page too) loads.
 */
export function tripDayDate(isoDate: string, lang: Lang): string {
  const date = formatDate(isoDate, lang);
  const { spacedWords } = LANGUAGES[lang];
  const weekday = formatWeekday(new Date(isoDate), lang, spacedWords ? 'short' : 'long');
  return spacedWords ? `${weekday} ${date}` : `${date}（${weekday}）`;
}
