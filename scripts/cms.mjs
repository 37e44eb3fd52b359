// `npm run cms`: everything a member of staff needs to edit the site on one machine. The editor
// (http://localhost:<SITE_PORT>/admin/) saves through decap-server into this checkout; every save rebuilds the
// site, and the preview at http://localhost:<SITE_PORT>/ shows it once the build has worked (the last good
// build until then, or if it fails); the editor shows how it went. Commit and push the changed files to publish.
// Ctrl-C (or SIGTERM) stops all of it: decap-server, a running build and the preview.
import { once } from 'node:events';
import { watch } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';
import { createBuildStatus } from './cms/build-state.mjs';
import { createHeldBack, entryOfFile } from './cms/held-back.mjs';
import { keepFinishedBuild, lastKeptSite, removeSite, removeSitesExcept } from './cms/preview-folders.mjs';
import { startPreviewServer } from './cms/preview-server.mjs';
import { createRebuildQueue } from './cms/rebuild-queue.mjs';
import { build, startProxy } from './cms/session.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
/** TypeScript modules that read the content and the language list: loaded through Vite, as the build loads its config. */
const typeScript = async (file) =>
  (await runnerImport(fileURLToPath(new URL(file, import.meta.url)), { configFile: false, logLevel: 'error' })).module;
const { entryNameInWords, explainBuildFailure, refusedFiles } = await typeScript('./cms/build-problem.ts');
const { editorAddresses, problemNames, readEditorConfig } = await typeScript('./cms/problem-names.ts');
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
const heldBack = createHeldBack(root);

/** The held-back entries as the editor's banner names them: by title, where the editor opens them, and why. */
function heldInWords(editorConfig) {
  const names = problemNames({ root, editorConfig });
  return heldBack.entries().map(({ entry, problem, since }) => ({
    entry,
    name: entryNameInWords(entry, names),
    addresses: editorAddresses(editorConfig, entry),
    problem,
    since,
  }));
}

/** The refusal of one entry: only the lines of the build's output that name its files. */
function refusalOf(entry, output, editorConfig) {
  const lines = output.split('\n').filter((line) => line.includes(`${entry}/`) || line.includes(`${entry}:`));
  return {
    ...explainBuildFailure(lines.join('\n'), { root, editorConfig }),
    details: output.split('\n').slice(-30).join('\n'),
  };
}

// A refused entry the office changed is held back (left as it last built) and the site built again without it: each
// attempt can hold back more, and stops when a failure names no changed entry that is not held already.
const ATTEMPTS = 4;

async function buildOnce() {
  heldBack.releaseChanged();
  status.building({ held: heldInWords(readEditorConfig(shownSite)) });
  console.log('Building the preview…');
  const started = Date.now();
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const source = heldBack.source();
    let site;
    try {
      await build(source, proxyPort, { signal: stopping.signal });
      site = keepFinishedBuild(root, source);
      preview.show(site);
      shownSite = site;
      heldBack.rememberBuilt(source);
      status.live({ tookMs: Date.now() - started, held: heldInWords(readEditorConfig(site)) });
      console.log(
        `Preview: http://localhost:${sitePort}/  Editor: http://localhost:${sitePort}/admin/  (${Date.now() - started} ms)`,
      );
      return;
    } catch (caught) {
      const error = /** @type {Error} */ (caught);
      if (stopping.signal.aborted) return;
      if (site) removeSite(site);
      console.error(error.message);
      const editorConfig = readEditorConfig(shownSite);
      const refused = [...new Set(refusedFiles(error.message).map(entryOfFile))].filter(
        (entry) => !heldBack.isHeld(entry) && heldBack.changedSinceBuilt(entry),
      );
      const problem = explainBuildFailure(error.message, { root, editorConfig });
      if (problem.kind !== 'content' || refused.length === 0 || attempt === ATTEMPTS - 1) {
        // Nothing more to hold back: the last good preview stays up, and the banner says why.
        status.failed(problem, { tookMs: Date.now() - started, held: heldInWords(editorConfig) });
        console.error('The preview still shows the last good build.');
        return;
      }
      for (const entry of refused) heldBack.hold(entry, refusalOf(entry, error.message, editorConfig));
      console.error(`Held back from the preview: ${refused.join(', ')}. Building the rest…`);
    }
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
    console.error(/** @type {Error} */ (error).message);
    await stopEverything(1);
  }
}
