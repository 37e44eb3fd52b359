import { Disclosure, DisclosureButton, DisclosurePanel } from '@headlessui/react';
import type { FocusEvent, KeyboardEvent } from 'react';
import { LANGS, LANGUAGES } from '../../config/routes';
import { useT } from '../i18n/use-t';
import { useLanguage } from './language-context';

/**
 * Language switcher: a disclosure of three buttons (the navigation pattern; Headless UI's Menu would pull in
 * a positioning library for one small list). Escape or moving focus away closes it.
 */
export function LanguageMenu() {
  const t = useT();
  const { lang, switchTo } = useLanguage();
  return (
    <Disclosure as="div" className="relative">
      {({ open, close }) => {
        const closeOnEscape = (event: KeyboardEvent) => event.key === 'Escape' && close();
        const closeWhenFocusLeaves = (event: FocusEvent<HTMLDivElement>) => {
          if (open && !event.currentTarget.contains(event.relatedTarget)) close();
        };
        return (
          // biome-ignore lint/a11y/noStaticElementInteractions: delegated from the buttons inside (Escape, focus leaving)
          <div onKeyDown={closeOnEscape} onBlur={closeWhenFocusLeaves}>
            <DisclosureButton className="nav-link flex items-center gap-1">
              <span className="sr-only">{t('nav.language')}: </span>
              {LANGUAGES[lang].label}
              <span className="sr-only"> ({LANGUAGES[lang].menuName})</span>
              <span aria-hidden="true" className="text-xs">
                ▾
              </span>
            </DisclosureButton>
            <DisclosurePanel
              as="ul"
              className="absolute right-0 top-full z-60 mt-2 w-40 rounded-xl bg-white p-1 shadow-lg ring-1 ring-sand-200"
            >
              {LANGS.map((option) => (
                <li key={option}>
                  <button
                    type="button"
                    lang={LANGUAGES[option].htmlLang}
                    aria-current={option === lang ? 'true' : undefined}
                    className="block w-full rounded-lg px-3 py-2 text-left text-ink-800 hover:bg-sand-100 focus-ring"
                    onClick={() => {
                      close();
                      switchTo(option);
                    }}
                  >
                    {LANGUAGES[option].menuName}
                  </button>
                </li>
              ))}
            </DisclosurePanel>
          </div>
        );
      }}
    </Disclosure>
  );
}
