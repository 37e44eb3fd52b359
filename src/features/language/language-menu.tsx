import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { LANGS, LANGUAGES } from '../../config/routes';
import { useT } from '../i18n/use-t';
import { useLanguage } from './language-context';

export function LanguageMenu() {
  const t = useT();
  const { lang, switchTo } = useLanguage();
  return (
    <Menu as="div" className="relative">
      <MenuButton
        className="nav-link flex items-center gap-1"
        aria-label={`${t('nav.language')}: ${LANGUAGES[lang].menuName}`}
      >
        <span aria-hidden="true">{LANGUAGES[lang].label}</span>
        <span aria-hidden="true" className="text-xs">
          ▾
        </span>
      </MenuButton>
      <MenuItems
        anchor="bottom end"
        className="z-60 mt-2 w-40 rounded-xl bg-white p-1 shadow-lg ring-1 ring-sand-200 focus:outline-none"
      >
        {LANGS.map((option) => (
          <MenuItem key={option}>
            <button
              type="button"
              lang={LANGUAGES[option].htmlLang}
              aria-current={option === lang ? 'true' : undefined}
              className="block w-full rounded-lg px-3 py-2 text-left text-ink-800 data-[focus]:bg-sand-100"
              onClick={() => switchTo(option)}
            >
              {LANGUAGES[option].menuName}
            </button>
          </MenuItem>
        ))}
      </MenuItems>
    </Menu>
  );
}
