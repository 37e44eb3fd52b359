import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { LANGS, type Lang } from '../../src/config/routes.ts';
import { firstPostId } from '../content/entries.ts';
import type { ViteManifest } from './asset-tags.ts';

const ARTICLE_BODY = /^src\/content\/blog\/(\w+)\/([\w-]+)\.ts$/;
const VIRTUAL_ID = 'virtual:offline-articles';

/** Built chunk URLs of every blog article body except the first, per language (read from the finished client build). */
export function laterArticleBodies(): Record<Lang, string[]> {
  const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8')) as ViteManifest;
  const urls = Object.fromEntries(LANGS.map((lang) => [lang, [] as string[]])) as Record<Lang, string[]>;
  for (const [source, chunk] of Object.entries(manifest)) {
    const [, lang, id] = ARTICLE_BODY.exec(source) ?? [];
    if (id && id !== firstPostId() && lang && lang in urls) urls[lang as Lang].push(`/${chunk.file}`);
  }
  return urls;
}

/**
 * For the service worker's build: `virtual:offline-articles` lists, per language, the article bodies the worker
 * fetches for offline reading when a page asks (src/sw/assets.ts); they are not precached.
 */
export function offlineArticles(): Plugin {
  return {
    name: 'offline-articles',
    resolveId: (id) => (id === VIRTUAL_ID ? `\0${VIRTUAL_ID}` : undefined),
    load: (id) => (id === `\0${VIRTUAL_ID}` ? `export default ${JSON.stringify(laterArticleBodies())};` : undefined),
  };
}
