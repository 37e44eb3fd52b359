import { isLang, LANGS, LANGUAGES } from '../../../src/config/languages.ts';
import { rewriteTexts } from './rewrite-text.ts';

/** The editor's languages by the names the office knows them by (Decap shows their codes: "Language: EN", "hk"). */
const CODE = new RegExp(`^(Language: )?(${LANGS.join('|')})$`, 'i');

/** Language menus only: Decap's language button and its menu's items. */
const IN_MENU = '[role="button"], [role="menuitem"], button';

export function showLanguageNames() {
  rewriteTexts((text, parent) => {
    const match = CODE.exec(text);
    if (!match || !parent.closest(IN_MENU)) return undefined;
    const code = (match[2] ?? '').toLowerCase();
    return isLang(code) ? `${match[1] ?? ''}${LANGUAGES[code].menuName}` : undefined;
  });
}
