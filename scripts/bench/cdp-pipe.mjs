import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A Chromium driven over its DevTools pipe, sending only the commands it is given. Playwright and Lighthouse
 * enable the Runtime or Debugger domain on every page, which makes V8 capture detailed stacks and source
 * positions as scripts run: a cost a visitor's phone never pays. `send(method, params, sessionId)` resolves
 * with the result or rejects with the protocol's error; `on(method, listener)` hears events, with their session, until the function it returns is called.
 */
export function launchOverPipe(executablePath, args) {
  const profile = mkdtempSync(join(tmpdir(), 'bench-chromium-'));
  const browser = spawn(
    executablePath,
    ['--headless=new', '--remote-debugging-pipe', `--user-data-dir=${profile}`, ...args],
    {
      stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'],
    },
  );
  const pending = new Map();
  const listeners = new Map();
  let nextId = 0;
  let buffer = '';
  /** @type {import('node:stream').Readable} */ (browser.stdio[4]).on('data', (chunk) => {
    buffer += chunk;
    let end = buffer.indexOf('\0');
    while (end >= 0) {
      const message = JSON.parse(buffer.slice(0, end));
      buffer = buffer.slice(end + 1);
      end = buffer.indexOf('\0');
      if (message.id === undefined) {
        for (const listener of listeners.get(message.method) ?? []) listener(message.params, message.sessionId);
        continue;
      }
      const request = pending.get(message.id);
      if (!request) continue;
      pending.delete(message.id);
      if (message.error) request.reject(new Error(`${request.method}: ${message.error.message}`));
      else request.resolve(message.result);
    }
  });
  const send = (method, params = {}, sessionId = undefined) =>
    new Promise((resolve, reject) => {
      const id = ++nextId;
      pending.set(id, { method, resolve, reject });
      /** @type {import('node:stream').Writable} */ (browser.stdio[3]).write(
        `${JSON.stringify({ id, method, params, sessionId })}\0`,
      );
    });
  const on = (method, listener) => {
    listeners.set(method, [...(listeners.get(method) ?? []), listener]);
    return () =>
      listeners.set(
        method,
        (listeners.get(method) ?? []).filter((each) => each !== listener),
      );
  };
  const close = async () => {
    await send('Browser.close').catch(() => {});
    await new Promise((resolve) => (browser.exitCode === null ? browser.once('exit', resolve) : resolve(undefined)));
    rmSync(profile, { recursive: true, force: true });
  };
  return { send, on, close };
}
