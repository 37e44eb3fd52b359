// `npm run cms`: everything a member of staff needs to edit the site on one machine. The editor
// (http://localhost:<SITE_PORT>/admin/) saves through decap-server into this checkout; every save rebuilds the
// site, and the preview at http://localhost:<SITE_PORT>/ shows it. Commit and push the changed files to publish.
import { watch } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build, serve, startProxy, stop } from './cms/session.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const sitePort = Number(process.env.SITE_PORT ?? 4173);
const proxyPort = Number(process.env.CMS_PROXY_PORT ?? 8081);

const proxy = await startProxy(root, proxyPort);
let server;
let pending = Promise.resolve();

async function rebuild(reason) {
  console.log(`${reason}: building…`);
  const started = Date.now();
  try {
    await build(root, proxyPort);
    if (server) await stop(server);
    server = await serve(root, sitePort);
    console.log(
      `Preview: http://localhost:${sitePort}/  Editor: http://localhost:${sitePort}/admin/  (${Date.now() - started} ms)`,
    );
  } catch (error) {
    // A value the schemas refuse: the message names the file and the field; the last good preview stays up.
    console.error(error.message);
  }
}

await rebuild('Starting');
let timer;
watch(fileURLToPath(new URL('../src/content', import.meta.url)), { recursive: true }, () => {
  clearTimeout(timer);
  timer = setTimeout(() => (pending = pending.then(() => rebuild('Content saved'))), 400);
});
process.on('SIGINT', () => {
  proxy.kill();
  process.exit(0);
});
