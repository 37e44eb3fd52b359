import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import compression from 'compression';
import sirv from 'sirv';
import { loadHeaderRules } from './headers.mjs';

/** The nearest 404.html up the folder tree, as Cloudflare Pages and our own server pick it. */
function notFoundPage(distDir, pathname) {
  let segments = [];
  try {
    segments = decodeURIComponent(pathname).split('/').filter(Boolean);
  } catch {}
  for (let depth = Math.min(segments.length - 1, 1); depth >= 0; depth--) {
    const file = join(distDir, ...segments.slice(0, depth), '404.html');
    if (existsSync(file)) return readFileSync(file);
  }
  return 'Not found';
}

/**
 * Serves dist/ as a production static host would: `/x` → x.html or x/index.html, Chinese
 * paths included, the nearest 404.html with status 404, the headers of dist/_headers, and text compressed
 * (brotli or gzip) as static hosts and CDNs compress it.
 */
export function createStaticServer(distDir) {
  const headersFor = loadHeaderRules(distDir);
  const files = sirv(distDir, {
    extensions: ['html'],
    dev: false,
    etag: true,
    setHeaders: (res, pathname) => {
      for (const [name, value] of Object.entries(headersFor(pathname))) res.setHeader(name, value);
    },
  });
  const compress = compression();
  return createServer((req, res) =>
    compress(req, res, () =>
      files(req, res, () => {
        const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
        res.statusCode = 404;
        for (const [name, value] of Object.entries(headersFor('/404.html'))) res.setHeader(name, value);
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.end(notFoundPage(distDir, pathname));
      }),
    ),
  );
}
