// The preview of `npm run cms`: one server for the whole session, serving the last good build while the next one
// runs, and telling the editor how the last save went (/admin/status.json, read by /admin/build-status.js).
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createStaticHandler } from '../server/static-server.mjs';

const BANNER_SCRIPT = new URL('./build-status.js', import.meta.url);

function sendStatus(res, status) {
  res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(JSON.stringify(status));
}

function sendBannerScript(res) {
  res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-cache' });
  res.end(readFileSync(BANNER_SCRIPT));
}

/**
 * The preview is always the last build, so it keeps no offline copies: instead of the site's service worker (which
 * would keep showing a page as it was until every tab of the site, the editor's included, is closed), a worker
 * that empties the site's caches and removes itself, taking any earlier worker with it. It reloads no tab (the
 * editor may hold unsaved work): the next load of a page comes from the preview.
 */
const NO_OFFLINE_WORKER = `self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil((async () => {
  for (const key of await caches.keys()) await caches.delete(key);
  await self.registration.unregister();
})()));`;

function sendNoOfflineWorker(res) {
  res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(NO_OFFLINE_WORKER);
}

/** Before the first build has finished there is no site yet: a page that says so and looks again. */
function sendNoSiteYet(res, status) {
  const failed = status.state === 'failed';
  res.writeHead(503, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', 'Retry-After': '5' });
  res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8">${failed ? '' : '<meta http-equiv="refresh" content="5">'}
<title>Preview</title></head><body><h1>${failed ? 'The site could not be built' : 'The preview is being built…'}</h1>
<p>${failed ? 'Open the <a href="/admin/">editor</a> to see why.' : 'This page will reload by itself in a moment.'}</p></body></html>`);
}

/**
 * Starts the preview on 127.0.0.1:`port`. `statusOf()` gives the build state to report; `show(siteDir)` serves
 * another folder from the next request on, and `onRetired(siteDir)` is called once the folder it replaced has
 * no request left in flight (so it can be deleted without cutting a download short).
 */
export function startPreviewServer({ port, statusOf, onRetired }) {
  let current;

  function retire(site) {
    site.retired = true;
    if (site.inFlight === 0) onRetired(site.dir);
  }

  function serveSite(site, req, res) {
    site.inFlight++;
    res.once('close', () => {
      site.inFlight--;
      if (site.retired && site.inFlight === 0) onRetired(site.dir);
    });
    site.handle(req, res);
  }

  const server = createServer((req, res) => {
    try {
      const { pathname } = new URL(req.url ?? '/', 'http://localhost');
      if (pathname === '/admin/status.json') sendStatus(res, statusOf());
      else if (pathname === '/admin/build-status.js') sendBannerScript(res);
      else if (pathname === '/sw.js') sendNoOfflineWorker(res);
      else if (current) serveSite(current, req, res);
      else sendNoSiteYet(res, statusOf());
    } catch (error) {
      console.error(error);
      if (!res.headersSent) res.writeHead(500);
      res.end();
    }
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () =>
      resolve({
        /** Serves `siteDir` from now on (throws, changing nothing, if it is not a complete build). */
        show(siteDir) {
          const site = { dir: siteDir, handle: createStaticHandler(siteDir), inFlight: 0, retired: false };
          const previous = current;
          current = site;
          if (previous) retire(previous);
        },
        close() {
          server.closeAllConnections();
          return new Promise((done) => server.close(() => done(undefined)));
        },
      }),
    );
  });
}
