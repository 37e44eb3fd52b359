import { describe, expect, it } from 'vitest';
import { PREFERRED_LANGUAGE_KEY } from '../../src/config/languages';
import { langFromBrowser, readStoredLang, storeLang } from '../../src/shared/language/detect';

describe('browser language detection', () => {
  it.each([
    ['zh-HK', 'hk'],
    ['zh-hk', 'hk'],
    ['zh-TW', 'hk'],
    ['zh-CN', 'cn'],
    ['zh-SG', 'cn'],
    ['en', 'en'],
    ['en-US', 'en'],
    ['en-GB', 'en'],
    ['fr-FR', 'hk'],
    ['zh', 'hk'],
    ['', 'hk'],
    [undefined, 'hk'],
  ])('%s → %s', (browser, expected) => {
    expect(langFromBrowser(browser)).toBe(expected);
  });

  it('stores and reads the preference under preferredLanguage, ignoring junk', () => {
    storeLang(window.localStorage, 'cn');
    expect(window.localStorage.getItem(PREFERRED_LANGUAGE_KEY)).toBe('cn');
    expect(readStoredLang(window.localStorage)).toBe('cn');
    window.localStorage.setItem(PREFERRED_LANGUAGE_KEY, 'de');
    expect(readStoredLang(window.localStorage)).toBeUndefined();
  });
});
