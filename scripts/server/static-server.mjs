import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import sirv from 'sirv';
import { loadHeaderRules } from './headers.mjs';

/**
 * The nearest 404.html up the folder tree, as Cloudflare Pages, Netlify (through dist/_redirects) and our own
 * server pick it; with `rootOnly`, always the root 404.html, as GitHub Pages, S3 and Firebase Hosting do.
 */
function notFoundPage(distDir, pathname, rootOnly) {
  let segments = [];
  try {
    segments = decodeURIComponent(pathname).split('/').filter(Boolean);
  } catch {}
  for (let depth = rootOnly ? 0 : Math.min(segments.length - 1, 1); depth >= 0; depth--) {
    const file = join(distDir, ...segments.slice(0, depth), '404.html');
    if (existsSync(file)) return readFileSync(file);
  }
  return 'Not found';
}

/**
 * Serves dist/ as a production static host would: `/x` → x.html or x/index.html, Chinese
 * paths included, the nearest 404.html with status 404 (the root one only, with `rootNotFoundOnly`), and the
 * headers of dist/_headers.
 */
export function createStaticServer(distDir, { rootNotFoundOnly = false } = {}) {
  const headersFor = loadHeaderRules(distDir);
  const files = sirv(distDir, {
    extensions: ['html'],
    dev: false,
    brotli: true, // dist/ carries .br and .gz twins written at build time
    gzip: true,
    etag: true,
    setHeaders: (res, pathname) => {
      for (const [name, value] of Object.entries(headersFor(pathname))) res.setHeader(name, value);
    },
  });
  return createServer((req, res) =>
    files(req, res, () => {
      const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
      res.statusCode = 404;
      for (const [name, value] of Object.entries(headersFor('/404.html'))) res.setHeader(name, value);
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.end(notFoundPage(distDir, pathname, rootNotFoundOnly));
    }),
  );
}
