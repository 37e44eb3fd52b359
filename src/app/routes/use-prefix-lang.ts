import { useMatch } from '@tanstack/react-router';
import { DEFAULT_LANG, isLang, type Lang } from '../../config/languages';

/** The language of the address's prefix; the default language where there is none (`/`, an unknown prefix). */
export function usePrefixLang(): Lang {
  const prefix = useMatch({ from: '/$lang', shouldThrow: false, select: (match) => match.params.lang });
  return isLang(prefix) ? prefix : DEFAULT_LANG;
}
