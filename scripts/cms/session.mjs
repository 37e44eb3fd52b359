// The pieces of `npm run cms`, also used by the editor's browser test on a copy of the project: decap-server
// saving into a checkout, a production build of that checkout, and the built site served with its headers.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { createStaticServer } from '../server/static-server.mjs';

const require = createRequire(import.meta.url);

/** Resolves when `child` prints `ready`, rejects if it exits first. */
function whenReady(child, ready, what) {
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk) => {
      output += chunk;
      if (ready.test(output)) resolve(child);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`${what} stopped (${code}):\n${output.slice(-2000)}`)));
  });
}

/**
 * decap-server in its file-system mode: the editor's saves are written into `projectDir`, as a checkout.
 * Aborting `signal` stops it.
 */
/** @param {string} projectDir @param {number} port @param {{ signal?: AbortSignal }} [options] */
export function startProxy(projectDir, port, { signal } = {}) {
  const child = spawn(process.execPath, [require.resolve('decap-server/dist/index.js')], {
    cwd: projectDir,
    env: { ...process.env, PORT: String(port), GIT_REPO_DIRECTORY: projectDir, MODE: 'fs', LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
    signal,
  });
  child.on('error', () => {}); // an abort: whoever waits for the exit is told
  return whenReady(child, /listening on port/, 'decap-server');
}

/** Runs `script` (a path under `projectDir`, then its arguments) with node; resolves with its output, rejects with it. */
function run(projectDir, script, env, signal) {
  const child = spawn(process.execPath, [join(projectDir, script[0]), ...script.slice(1)], {
    cwd: projectDir,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    signal,
  });
  child.on('error', () => {}); // an abort: the exit below rejects
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('exit', (code) => (code === 0 ? resolve(output) : reject(new Error(output.slice(-4000)))));
  });
}

/**
 * The content compiled, then `vite build` of `projectDir` into its dist/ (the editor's config points at
 * decap-server on `proxyPort`); resolves when done. Aborting `signal` stops the build (it then rejects).
 */
/** @param {string} projectDir @param {number} proxyPort @param {{ signal?: AbortSignal }} [options] */
export async function build(projectDir, proxyPort, { signal } = {}) {
  const env = { ...process.env, CMS_PROXY_PORT: String(proxyPort) };
  const compiled = await run(projectDir, ['scripts/compile-content.mjs'], env, signal);
  const built = await run(projectDir, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], env, signal);
  return compiled + built;
}

/** Stops a server from `serve` at once (open keep-alive connections too). */
export function stop(server) {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(resolve));
}

/** Serves `projectDir`/dist on `port` (headers read at start: serve again after each build). */
export function serve(projectDir, port) {
  const server = createStaticServer(join(projectDir, 'dist'));
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}
