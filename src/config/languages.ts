/** The site's languages: adding one is a row here, a locale file and its content. */

export const LANGS = ['hk', 'cn', 'en'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'hk';
export const PREFERRED_LANGUAGE_KEY = 'preferredLanguage';

interface LanguageFacts {
  /** Short label in the navigation bar. */
  label: string;
  /** Name in the language menu. */
  menuName: string;
  /** `<html lang>`. */
  htmlLang: string;
  /** hreflang values of its pages (Traditional Chinese serves readers in Hong Kong and Taiwan alike). */
  hreflangs: readonly string[];
  /** Open Graph locale. */
  ogLocale: string;
  /** Forms ask for the family name before the given name (姓氏, then 名字). */
  familyNameFirst: boolean;
}

export const LANGUAGES: Record<Lang, LanguageFacts> = {
  en: {
    label: 'EN',
    menuName: 'English',
    htmlLang: 'en',
    hreflangs: ['en'],
    ogLocale: 'en_US',
    familyNameFirst: false,
  },
  hk: {
    label: '繁中',
    menuName: '繁體中文',
    htmlLang: 'zh-HK',
    hreflangs: ['zh-HK', 'zh-TW'],
    ogLocale: 'zh_HK',
    familyNameFirst: true,
  },
  cn: {
    label: '简中',
    menuName: '简体中文',
    htmlLang: 'zh-CN',
    hreflangs: ['zh-CN'],
    ogLocale: 'zh_CN',
    familyNameFirst: true,
  },
};

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value);
}
