import { DEFAULT_LANG, isLang, LANGS, LANGUAGES, type Lang, PREFERRED_LANGUAGE_KEY } from '../../config/languages';

/** The language whose hreflangs or `alsoChosenBy` hold the browser's, or its start (zh-TW → hk, en-AU → en). */
export function langFromBrowser(browserLanguage: string | undefined): Lang {
  const tag = `${browserLanguage ?? ''}-`.toLowerCase();
  const chooses = ({ hreflangs, alsoChosenBy = [] }: (typeof LANGUAGES)[Lang]) =>
    [...hreflangs, ...alsoChosenBy].some((each) => tag.startsWith(`${each.toLowerCase()}-`));
  return LANGS.find((lang) => chooses(LANGUAGES[lang])) ?? DEFAULT_LANG;
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
