import { useRef } from 'react';
import { LANGS, LANGUAGES } from '../../config/languages';
import { useT } from '../i18n/use-t';
import { useLanguage } from './language-context';

const PANEL_ID = 'language-menu';

/**
 * Language switcher: a popover of links to the same page in each language, so it works before any script runs
 * (the browser opens and closes it, Escape and a press elsewhere included). Once scripts run, a choice is also
 * stored and replaces the address rather than adding to history (Back does not flip between languages).
 */
export function LanguageMenu() {
  const t = useT();
  const { lang, hrefIn, switchTo } = useLanguage();
  const panel = useRef<HTMLUListElement>(null);
  return (
    <>
      <button type="button" className="nav-link language-button" popoverTarget={PANEL_ID}>
        <span className="sr-only">{t('nav.languageLead')}</span>
        {LANGUAGES[lang].label}
        <span className="sr-only">{t('nav.languageName', { name: LANGUAGES[lang].menuName })}</span>
        <span aria-hidden="true" className="text-xs">
          ▾
        </span>
      </button>
      <ul ref={panel} id={PANEL_ID} popover="auto" className="language-popover">
        {LANGS.map((option) => (
          <li key={option}>
            <a
              href={hrefIn(option)}
              hrefLang={LANGUAGES[option].htmlLang}
              lang={LANGUAGES[option].htmlLang}
              aria-current={option === lang ? 'true' : undefined}
              className="menu-option"
              onClick={(event) => {
                event.preventDefault();
                panel.current?.hidePopover();
                switchTo(option);
              }}
            >
              {LANGUAGES[option].menuName}
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}
