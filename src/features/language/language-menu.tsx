import { type FocusEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { LANGS, LANGUAGES } from '../../config/routes';
import { useT } from '../i18n/use-t';
import { useLanguage } from './language-context';

/**
 * Language switcher: a disclosure of three buttons (the navigation pattern). It is plain React rather than
 * Headless UI's Disclosure, which would put about 9 KB gzip on every page's start-up for one small list.
 * Escape closes it and returns focus to its button; moving focus away or pressing elsewhere closes it.
 */
export function LanguageMenu() {
  const t = useT();
  const { lang, switchTo } = useLanguage();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  // A click elsewhere closes it too: Safari does not focus a clicked button, so no blur would tell.
  useEffect(() => {
    if (!open) return;
    const closeOnOutsidePress = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutsidePress);
    return () => document.removeEventListener('pointerdown', closeOnOutsidePress);
  }, [open]);

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    setOpen(false);
    button.current?.focus();
  };
  const closeWhenFocusLeaves = (event: FocusEvent<HTMLDivElement>) => {
    if (open && !event.currentTarget.contains(event.relatedTarget)) setOpen(false);
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: delegated from the buttons inside (Escape, focus leaving)
    <div ref={root} className="relative" onKeyDown={closeOnEscape} onBlur={closeWhenFocusLeaves}>
      <button
        ref={button}
        type="button"
        className="nav-link flex items-center gap-1"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        <span className="sr-only">{t('nav.language')}: </span>
        {LANGUAGES[lang].label}
        <span className="sr-only"> ({LANGUAGES[lang].menuName})</span>
        <span aria-hidden="true" className="text-xs">
          ▾
        </span>
      </button>
      <ul id={panelId} hidden={!open} className="menu-dropdown">
        {LANGS.map((option) => (
          <li key={option}>
            <button
              type="button"
              lang={LANGUAGES[option].htmlLang}
              aria-current={option === lang ? 'true' : undefined}
              className="menu-option"
              onClick={() => {
                setOpen(false);
                switchTo(option);
              }}
            >
              {LANGUAGES[option].menuName}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
