import { DEFAULT_LANG, isLang, type Lang, PREFERRED_LANGUAGE_KEY } from '../../config/languages';

/** zh-hk / zh-tw → hk, zh-cn / zh-sg → cn, any en → en, anything else → hk. */
export function langFromBrowser(browserLanguage: string | undefined): Lang {
  const tag = (browserLanguage ?? '').toLowerCase();
  if (tag.startsWith('zh-hk') || tag.startsWith('zh-tw')) return 'hk';
  if (tag.startsWith('zh-cn') || tag.startsWith('zh-sg')) return 'cn';
  if (tag === 'en' || tag.startsWith('en-')) return 'en';
  return DEFAULT_LANG;
}

export function readStoredLang(storage: Pick<Storage, 'getItem'> | undefined): Lang | undefined {
  try {
    const stored = storage?.getItem(PREFERRED_LANGUAGE_KEY);
    return isLang(stored) ? stored : undefined;
  } catch {
    return undefined; // storage blocked (private mode): fall back to detection
  }
}

export function storeLang(storage: Pick<Storage, 'setItem'> | undefined, lang: Lang): void {
  try {
    storage?.setItem(PREFERRED_LANGUAGE_KEY, lang);
  } catch (error) {
    console.warn('Could not store the language preference', error);
  }
}
