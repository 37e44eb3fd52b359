import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { isLang, LANGS, type Lang } from '../../src/config/languages.ts';
import { allArticleUrls, allTourUrls, articleHref } from '../../src/config/routes.ts';
import { entryIds, firstPostId } from '../content/entries.ts';
import type { ViteManifest } from './asset-tags.ts';

const VIRTUAL_ID = 'virtual:offline-articles';

const perLang = () => Object.fromEntries(LANGS.map((lang) => [lang, [] as string[]])) as Record<Lang, string[]>;

/**
 * Built chunk URLs, per language, that the worker keeps when asked rather than precaches (read from the finished
 * client build): every blog article's body but the first (the blog page opens with it), and every tour's words.
 */
export function keptBodies(): Record<Lang, string[]> {
  const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8')) as ViteManifest;
  const urls = perLang();
  const first = firstPostId();
  for (const [source, chunk] of Object.entries(manifest)) {
    // An entry's words in one language: generated/content/<collection>/<entry>/<lang>.(json|ts) (compile.ts).
    const [, collection, entry, lang] =
      /^generated\/content\/(blog|tours)\/([^/]+)\/(\w+)\.(?:json|ts)$/.exec(source) ?? [];
    if (!isLang(lang) || entry === 'table') continue;
    if (collection === 'tours' || entry !== first) urls[lang].push(`/${chunk.file}`);
  }
  return urls;
}

/** Every article's and every tour's own page, per language (as requested: percent-encoded). */
export function keptPages(): Record<Lang, string[]> {
  const urls = perLang();
  for (const { id, lang } of allArticleUrls(entryIds('blog'))) urls[lang].push(articleHref(id, lang));
  for (const { path, lang } of allTourUrls()) urls[lang].push(encodeURI(path));
  return urls;
}

/**
 * For the service worker's build: `virtual:offline-articles` lists, per language, the article and tour pages and
 * their words, which the worker fetches for offline reading when a page asks (src/sw/assets.ts); they are not
 * precached, so the precache does not grow with every tour and article in all three languages.
 */
export function offlineArticles(): Plugin {
  return {
    name: 'offline-articles',
    resolveId: (id) => (id === VIRTUAL_ID ? `\0${VIRTUAL_ID}` : undefined),
    load: (id) =>
      id === `\0${VIRTUAL_ID}`
        ? `export default ${JSON.stringify({ pages: keptPages(), bodies: keptBodies() })};`
        : undefined,
  };
}
