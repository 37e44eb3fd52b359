import type { Lang } from '../../src/config/routes.ts';

/**
 * The two ways an entry's files are laid out. `facts`: facts.yaml holds what is the same in every language,
 * <lang>.md the words. `index`: the layout the editor (Decap CMS, i18n `multiple_files`) writes when it creates
 * an entry: index.en.md holds the facts and the English words in its front matter, index.hk.md the Chinese words.
 * Either way an optional Simplified rewrite replaces the converted Traditional Chinese.
 */
export type Layout = 'facts' | 'index';

/** The file an entry is imported by (`…?entry=<lang>`) and its facts are read from. */
export const FACTS_FILE: Record<Layout, string> = { facts: 'facts.yaml', index: 'index.en.md' };

/** The file an entry's words in `lang` are written in. */
export const wordsFileName = (layout: Layout, lang: Lang) => (layout === 'index' ? `index.${lang}.md` : `${lang}.md`);

/** A Markdown file's YAML front matter and body. */
export function splitFrontMatter(raw: string): { frontMatter: string; markdown: string } {
  const [, frontMatter = '', markdown = raw] = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(raw) ?? [];
  return { frontMatter, markdown };
}
