import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { allArticleUrls, articleHref, isLang, LANGS, type Lang } from '../../src/config/routes.ts';
import { isContentQuery, parseContentQuery } from '../../src/content/query.ts';
import { entryIds, firstPostId } from '../content/entries.ts';
import type { ViteManifest } from './asset-tags.ts';

const VIRTUAL_ID = 'virtual:offline-articles';

const perLang = () => Object.fromEntries(LANGS.map((lang) => [lang, [] as string[]])) as Record<Lang, string[]>;

/** Built chunk URLs of every blog article body except the first, per language (read from the finished client build). */
export function laterArticleBodies(): Record<Lang, string[]> {
  const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8')) as ViteManifest;
  const urls = perLang();
  const first = firstPostId();
  for (const [source, chunk] of Object.entries(manifest)) {
    const { file, entry, lang, fields } = parseContentQuery(source);
    const articleBody = isContentQuery(source) && file.startsWith('src/content/blog/') && !fields;
    if (articleBody && entry !== first && isLang(lang)) urls[lang].push(`/${chunk.file}`);
  }
  return urls;
}

/** Every article's own page, per language (as requested: percent-encoded). */
export function articlePages(): Record<Lang, string[]> {
  const urls = perLang();
  for (const { id, lang } of allArticleUrls(entryIds('blog'))) urls[lang].push(articleHref(id, lang));
  return urls;
}

/**
 * For the service worker's build: `virtual:offline-articles` lists, per language, the article pages and bodies
 * the worker fetches for offline reading when a page asks (src/sw/assets.ts); they are not precached.
 */
export function offlineArticles(): Plugin {
  return {
    name: 'offline-articles',
    resolveId: (id) => (id === VIRTUAL_ID ? `\0${VIRTUAL_ID}` : undefined),
    load: (id) =>
      id === `\0${VIRTUAL_ID}`
        ? `export default ${JSON.stringify({ pages: articlePages(), bodies: laterArticleBodies() })};`
        : undefined,
  };
}
