import { DEFAULT_LANG, isLang } from '../config/languages';
import { OFFLINE_SEGMENT } from '../config/routes';

/** The prerendered offline page for the language in a path's prefix (Traditional Chinese otherwise). */
export function offlinePagePath(pathname: string): string {
  const prefix = pathname.split('/').filter(Boolean)[0];
  return `/${isLang(prefix) ? prefix : DEFAULT_LANG}/${OFFLINE_SEGMENT}.html`;
}
