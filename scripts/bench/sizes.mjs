import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { JSDOM } from 'jsdom';

/** Compressed sizes of one built file, in bytes. */
export function compressedSize(distDir, urlPath) {
  const body = readFileSync(join(distDir, decodeURIComponent(urlPath)));
  return { raw: body.length, gzip: gzipSync(body, { level: 9 }).length, brotli: brotliCompressSync(body).length };
}

export function sumSizes(sizes) {
  return sizes.reduce(
    (total, size) => ({
      raw: total.raw + size.raw,
      gzip: total.gzip + size.gzip,
      brotli: total.brotli + size.brotli,
    }),
    { raw: 0, gzip: 0, brotli: 0 },
  );
}

/** Entries and total bytes of the service worker's precache list. */
export function precacheSize(distDir) {
  const worker = readFileSync(join(distDir, 'sw.js'), 'utf8');
  const urls = [...worker.matchAll(/"url":"([^"]+)"/g)].map((match) => decodeURIComponent(match[1] ?? ''));
  const bytes = urls.reduce((total, url) => total + statSync(join(distDir, url)).size, 0);
  const video = urls.filter((url) => /\.(webm|mp4|mov)$/.test(url));
  return { entries: urls.length, bytes, video };
}

/** Page paths from dist/sitemap.xml (every page in every language). */
export function sitemapPaths(distDir) {
  const xml = readFileSync(join(distDir, 'sitemap.xml'), 'utf8');
  const sitemap = new new JSDOM().window.DOMParser().parseFromString(xml, 'text/xml');
  return [...sitemap.getElementsByTagName('loc')].map((loc) => decodeURI(new URL(loc.textContent.trim()).pathname));
}

/**
 * Splits the scripts a page loaded into those requested before it was interactive (before the app's
 * `hydrated` user-timing mark: the framework, the page and the content it awaits) and those fetched on
 * demand afterwards (outbox, worker registration).
 */
export function splitScripts({ scripts, hydratedAtMs }) {
  if (!Number.isFinite(hydratedAtMs)) throw new Error('The page never marked itself hydrated');
  const before = scripts.filter((script) => script.requestedAtMs < hydratedAtMs).map((script) => script.path);
  const after = scripts.filter((script) => script.requestedAtMs >= hydratedAtMs).map((script) => script.path);
  return { before: [...new Set(before)], after: [...new Set(after)].filter((path) => !before.includes(path)) };
}
