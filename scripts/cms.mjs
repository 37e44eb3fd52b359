// `npm run cms`: everything a member of staff needs to edit the site on one machine. The editor
// (http://localhost:<SITE_PORT>/admin/) saves through decap-server into this checkout; every save rebuilds the
// site, and the preview at http://localhost:<SITE_PORT>/ shows it once the build has worked (the last good
// build until then, or if it fails); the editor shows how it went. Commit and push the changed files to publish.
// Ctrl-C (or SIGTERM) stops all of it: decap-server, a running build and the preview.
import { once } from 'node:events';
import { watch } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { explainBuildFailure } from './cms/build-problem.mjs';
import { createBuildStatus } from './cms/build-state.mjs';
import { keepFinishedBuild, lastKeptSite, removeSite, removeSitesExcept } from './cms/preview-folders.mjs';
import { startPreviewServer } from './cms/preview-server.mjs';
import { readEditorConfig } from './cms/problem-names.mjs';
import { createRebuildQueue } from './cms/rebuild-queue.mjs';
import { build, startProxy } from './cms/session.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const sitePort = Number(process.env.SITE_PORT ?? 4173);
const proxyPort = Number(process.env.CMS_PROXY_PORT ?? 8081);
const stopping = new AbortController();

const keptSite = lastKeptSite(root);
removeSitesExcept(root, keptSite);
const keptSince = keptSite ? new Date(Number(keptSite.match(/site-(\d+)$/)?.[1])).toISOString() : null;
const status = createBuildStatus({ liveSince: keptSince });
const preview = await startPreviewServer({ port: sitePort, statusOf: status.current, onRetired: removeSite });
if (keptSite) preview.show(keptSite);
// The site shown: its editor config names the fields as the form does, in a failed build's message.
let shownSite = keptSite;

async function buildOnce() {
  status.building();
  console.log('Building the preview…');
  const started = Date.now();
  let site;
  try {
    await build(root, proxyPort, { signal: stopping.signal });
    site = keepFinishedBuild(root);
    preview.show(site);
    shownSite = site;
    status.live();
    console.log(
      `Preview: http://localhost:${sitePort}/  Editor: http://localhost:${sitePort}/admin/  (${Date.now() - started} ms)`,
    );
  } catch (error) {
    if (stopping.signal.aborted) return;
    if (site) removeSite(site);
    // A value the schemas refuse: the message names the file and the field; the last good preview stays up.
    status.failed(explainBuildFailure(error.message, { root, editorConfig: readEditorConfig(shownSite) }));
    console.error(error.message);
    console.error('The preview still shows the last good build.');
  }
}

const rebuilds = createRebuildQueue(buildOnce);
const proxy = startProxy(root, proxyPort, { signal: stopping.signal });
const proxyStopped = proxy.then(
  (child) => (child.exitCode === null && child.signalCode === null ? once(child, 'exit') : undefined),
  () => undefined,
);

let saveTimer;
const contentWatcher = watch(fileURLToPath(new URL('../src/content', import.meta.url)), { recursive: true }, () => {
  clearTimeout(saveTimer);
  saveTimer = setTimeout(() => rebuilds.request(), 400);
});

async function stopEverything(exitCode) {
  if (stopping.signal.aborted) return;
  console.log('Stopping the editor and the preview…');
  clearTimeout(saveTimer);
  contentWatcher.close();
  rebuilds.cancelQueued();
  stopping.abort();
  await Promise.allSettled([proxyStopped, rebuilds.whenIdle(), preview.close()]);
  process.exit(exitCode);
}
process.on('SIGINT', () => stopEverything(0));
process.on('SIGTERM', () => stopEverything(0));

try {
  await proxy;
  rebuilds.request();
} catch (error) {
  if (!stopping.signal.aborted) {
    console.error(error.message);
    await stopEverything(1);
  }
}
