import { readFileSync } from 'node:fs';
import type { Lang } from '../../../src/config/languages.ts';

/**
 * The UI strings of a language (locales/<lang>.json): the sentences a stance is stated in (`stance.insurance.*`,
 * `stance.mountain.*`, `stance.escort.*`) are worded there once, so the booking summary and every page agree.
 */
export const messages = (lang: Lang): Record<string, string> =>
  JSON.parse(readFileSync(new URL(`../../../locales/${lang}.json`, import.meta.url), 'utf8'));

/** One UI string, or '' when the language has none. */
export const message = (lang: Lang, key: string): string => messages(lang)[key] ?? '';
