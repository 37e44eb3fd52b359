import { LANGS, LANGUAGES, type Lang, NAME_FORMS, SOURCE_LANG } from '../../src/config/languages.ts';

/** The languages written side by side in the editor: the source (beside the facts) on the left, then the others. */
export const SIDE_BY_SIDE = [SOURCE_LANG, ...NAME_FORMS.filter((lang) => lang !== SOURCE_LANG)];

/** The languages the build converts from another's words unless an entry has its own file (Simplified Chinese). */
export const CONVERTED_LANGS = LANGS.filter((lang) => LANGUAGES[lang].convertedFrom);

const englishNames = new Intl.DisplayNames([SOURCE_LANG], { type: 'language' });

/** A language's English name, by its script where it has one: "Simplified Chinese", not "Chinese (China)". */
export function englishLanguageName(lang: Lang): string {
  const { htmlLang, script, menuName } = LANGUAGES[lang];
  const tag = new Intl.Locale(new Intl.Locale(htmlLang).language, script ? { script } : {}).toString();
  return englishNames.of(tag) ?? menuName;
}

/** A language as the office reads its name in the editor: "Simplified Chinese (简体中文)", "English". */
export function editorLanguageName(lang: Lang): string {
  const name = englishLanguageName(lang);
  const { menuName } = LANGUAGES[lang];
  return name === menuName ? name : `${name} (${menuName})`;
}

/** How a posts collection tells the office where each language is: "English on the left, 繁體中文 on the right." */
export const sideBySideDescription = () => {
  const [left, ...right] = SIDE_BY_SIDE.map((lang) => LANGUAGES[lang].menuName);
  return `${left} on the left, ${right.join(', ')} on the right.`;
};
