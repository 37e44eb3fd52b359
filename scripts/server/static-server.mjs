import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import compression from 'compression';
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
    try {
      return readFileSync(file);
    } catch {} // none there (or deleted meanwhile): the next one up
  }
  return 'Not found';
}

/**
 * A file that vanishes between sirv's look-up and its read (a folder deleted under a running server) makes the
 * read stream fail; sirv pipes it without a listener, which would take the whole server down. The response is
 * cut off instead: that one request fails, the server keeps serving.
 */
function cutOffWhenTheFileFails(res) {
  res.once('pipe', (source) => source.once('error', () => res.destroy()));
}

/**
 * Serves dist/ as a production static host would: `/x` → x.html or x/index.html, Chinese
 * paths included, the nearest 404.html with status 404 (the root one only, with `rootNotFoundOnly`), the
 * headers of dist/_headers, and text compressed (brotli or gzip) as static hosts and CDNs compress it.
 * The handler reads the folder's file list once: give it a folder nothing writes into.
 */
export function createStaticHandler(distDir, { rootNotFoundOnly = false } = {}) {
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
  return (req, res) => {
    cutOffWhenTheFileFails(res);
    compress(req, res, () =>
      files(req, res, () => {
        const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
        res.statusCode = 404;
        for (const [name, value] of Object.entries(headersFor('/404.html'))) res.setHeader(name, value);
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.end(notFoundPage(distDir, pathname, rootNotFoundOnly));
      }),
    );
  };
}

/**
 * Starts `server` on `port` (0: any free port) and resolves with the port it listens on.
 * @param {import('node:http').Server} server
 * @param {number} port
 * @param {string} [host]
 * @returns {Promise<number>}
 */
export async function listenOn(server, port, host = '127.0.0.1') {
  await new Promise((resolve) => server.listen(port, host, () => resolve(undefined)));
  return /** @type {import('node:net').AddressInfo} */ (server.address()).port;
}

/** An HTTP server for `createStaticHandler`. */
export function createStaticServer(distDir, options = {}) {
  return createServer(createStaticHandler(distDir, options));
}
