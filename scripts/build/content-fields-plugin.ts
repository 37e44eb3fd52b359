import type { Plugin } from 'vite';
import { isLang } from '../../src/config/routes.ts';
import { readingMinutes } from '../../src/content/blog/reading-time.ts';
import { buildTimeModule } from './build-time-module.ts';
import { evaluateDefault } from './evaluate-module.ts';

type Content = Record<string, unknown>;

/** Fields computed from the whole module, for a listing that must not ship the text they come from. */
const DERIVED: Record<string, (content: Content, lang: string) => unknown> = {
  readingMinutes: (content, lang) => readingMinutes(String(content.body), isLang(lang) ? lang : 'en'),
};

/**
 * `content/…/x.ts?fields=name,description` imports only those fields of the module's default export
 * (evaluated at build time), so a page listing tours does not download every tour's full text. Fields named
 * in DERIVED are computed from the module; the language is the content file's folder.
 */
export function contentFields(): Plugin {
  return buildTimeModule('content-fields', /\?fields=([\w,]+)$/, async (file, [, fields = '']) => {
    const content = await evaluateDefault<Content>(file);
    const lang = file.split('/').at(-2) ?? '';
    const value = (field: string) => DERIVED[field]?.(content, lang) ?? content[field];
    return Object.fromEntries(fields.split(',').map((field) => [field, value(field)]));
  });
}
