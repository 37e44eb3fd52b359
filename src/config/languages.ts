/** The site's languages: adding one is a row here, a locale file and its content. */

export const LANGS = ['hk', 'cn', 'en'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'hk';
export const PREFERRED_LANGUAGE_KEY = 'preferredLanguage';

/** The forms a name or an address is written in at source (content front matter, site.json): `{ en, hk }`. */
export const NAME_FORMS = ['en', 'hk'] as const satisfies readonly Lang[];
export type NameForm = (typeof NAME_FORMS)[number];

/**
 * The language the facts are written beside (index.en.md), the UI strings' source (locales/en.json), the editor's
 * language and the one the build compares stated facts in.
 */
export const SOURCE_LANG: NameForm = 'en';

/** How the editor labels the office's address in each written form (src/content/site-schema.ts). */
export const ADDRESS_FIELDS: Record<NameForm, { title: string; hint: string }> = {
  en: { title: 'Address in English', hint: 'e.g. Unit 1208, 12/F, …, Kowloon, Hong Kong' },
  hk: {
    title: 'Address in Chinese · 中文地址',
    hint: 'In Traditional Chinese, e.g. 香港九龍…12樓1208室. The Simplified Chinese pages convert it.',
  },
};

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
  /** Browser languages besides its hreflangs (a tag or its subtags) that choose it on the first visit. */
  alsoChosenBy?: readonly string[];
  /** The `Intl` locale of its dates, times, lists and money, when not its `htmlLang`. */
  intlLocale?: string;
  /** Words are set apart by spaces: reading time counts words, and headings break at spaces (no phrase table). */
  spacedWords?: true;
  /** Its words are converted from this language's when an entry has no file of its own (Simplified from Traditional). */
  convertedFrom?: Lang;
  /** Times name the part of the day (`Intl`'s dayPeriod: 上午10:00至晚上7:00). */
  dayPeriod?: Intl.DateTimeFormatOptions['dayPeriod'];
  /** A range of times on the hour leaves out the minutes (上午10時至晚上7時). */
  hourOnlyOnTheHour?: true;
  /** The house style's British English: three-letter months, "10am", a comma between day and time, counts to nine in words. */
  british?: true;
  /** Prices in HK$ first, then the quoted currency (readers who count in Hong Kong dollars). */
  hkdFirst?: true;
  /** Forms ask for the family name before the given name (姓氏, then 名字). */
  familyNameFirst?: true;
  /** Its Chinese script (ISO 15924): which BudouX model finds where its headings may break. */
  script?: 'Hant' | 'Hans';
  /**
   * How a run of open days names its first and last day: "Monday to Friday", 星期一至五 (Hong Kong names the last
   * day by its numeral alone), 周一至周五 (the mainland's short names).
   */
  dayRunNames: readonly [first: WeekdayStyle, last: WeekdayStyle];
  /** How a list of day numbers is joined: "Days 5 and 7–8", 第5及7–8天, and on the mainland 第5、7–8天 (`Intl`'s narrow). */
  figureListStyle?: Intl.ListFormatStyle;
}

type WeekdayStyle = NonNullable<Intl.DateTimeFormatOptions['weekday']>;

export const LANGUAGES: Record<Lang, LanguageFacts> = {
  en: {
    label: 'EN',
    menuName: 'English',
    htmlLang: 'en',
    hreflangs: ['en'],
    ogLocale: 'en_GB',
    intlLocale: 'en-GB',
    spacedWords: true,
    british: true,
    dayRunNames: ['long', 'long'],
  },
  hk: {
    label: '繁中',
    menuName: '繁體中文',
    htmlLang: 'zh-HK',
    hreflangs: ['zh-HK', 'zh-TW'],
    ogLocale: 'zh_HK',
    hourOnlyOnTheHour: true,
    hkdFirst: true,
    familyNameFirst: true,
    script: 'Hant',
    dayRunNames: ['long', 'narrow'],
  },
  cn: {
    label: '简中',
    menuName: '简体中文',
    htmlLang: 'zh-CN',
    hreflangs: ['zh-CN'],
    ogLocale: 'zh_CN',
    alsoChosenBy: ['zh-SG'],
    convertedFrom: 'hk',
    dayPeriod: 'long',
    hkdFirst: true,
    familyNameFirst: true,
    script: 'Hans',
    dayRunNames: ['short', 'short'],
    figureListStyle: 'narrow',
  },
};

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value);
}

const isNameForm = (code: string): code is NameForm => (NAME_FORMS as readonly string[]).includes(code);

/** The written form of names and addresses a language shows: its own, or the one its words are converted from. */
export function nameFormOf(lang: Lang): NameForm {
  const form = LANGUAGES[lang].convertedFrom ?? lang;
  return isNameForm(form) ? form : 'en';
}

/** A value for every language: `perLang((lang) => articleHref(id, lang))`. */
export const perLang = <T>(value: (lang: Lang) => T): Record<Lang, T> =>
  Object.fromEntries(LANGS.map((lang) => [lang, value(lang)])) as Record<Lang, T>;
