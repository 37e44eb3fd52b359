import { DEFAULT_LANG, isLang, LANGS, LANGUAGES, type Lang, PREFERRED_LANGUAGE_KEY } from '../../config/languages';

/** The browser languages that choose `lang`: its hreflangs and `alsoChosenBy`, each with its subtags (en-AU). */
function choosesIt(tag: string, lang: Lang): boolean {
  const { hreflangs, alsoChosenBy = [] } = LANGUAGES[lang];
  return [...hreflangs, ...alsoChosenBy].some((each) => {
    const language = each.toLowerCase();
    return tag === language || tag.startsWith(`${language}-`);
  });
}

/** The language the browser's asks for (zh-TW → hk, zh-SG → cn, en-AU → en); else the default. */
export function langFromBrowser(browserLanguage: string | undefined): Lang {
  const tag = (browserLanguage ?? '').toLowerCase();
  return LANGS.find((lang) => choosesIt(tag, lang)) ?? DEFAULT_LANG;
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
