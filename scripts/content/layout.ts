import { type Lang, SOURCE_LANG } from '../../src/config/languages.ts';

/** The file an entry's words in `lang` are written in. */
export const wordsFileName = (lang: Lang) => `index.${lang}.md`;

/**
 * How every entry's files are laid out, the way the editor (Decap CMS, i18n `multiple_files`) writes them:
 * index.en.md holds the facts (what is the same in every language) and the English words in its front matter,
 * index.hk.md the Traditional Chinese words, and an optional index.cn.md the Simplified rewrite (without it the
 * Traditional words are converted). A collection of one entry (home, policy) keeps these files in its own folder.
 */
export const FACTS_FILE = wordsFileName(SOURCE_LANG);

/** A Markdown file's YAML front matter and body. */
export function splitFrontMatter(raw: string): { frontMatter: string; markdown: string } {
  const [, frontMatter = '', markdown = raw] = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(raw) ?? [];
  return { frontMatter, markdown };
}
