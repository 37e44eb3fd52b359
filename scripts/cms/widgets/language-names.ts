import { rewriteTexts } from './rewrite-text.ts';

/** The editor's languages by the names the office knows them by (Decap shows their codes: "Language: EN", "hk"). */
const NAMES: Record<string, string> = { en: 'English', hk: '繁體中文', cn: '简体中文' };

const CODE = /^(Language: )?(en|hk|cn)$/i;

/** Language menus only: Decap's language button and its menu's items. */
const IN_MENU = '[role="button"], [role="menuitem"], button';

export function showLanguageNames() {
  rewriteTexts((text, parent) => {
    const match = CODE.exec(text);
    if (!match || !parent.closest(IN_MENU)) return undefined;
    return `${match[1] ?? ''}${NAMES[(match[2] ?? '').toLowerCase()]}`;
  });
}
