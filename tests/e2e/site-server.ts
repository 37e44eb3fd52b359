import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';

const root = join(import.meta.dirname, '../..');

/**
 * Starts scripts/serve.mjs on a free port (never one another checkout's tests may hold) with extra settings;
 * resolves with its origin and its stop once it listens.
 */
export async function startSiteServer(env: Record<string, string> = {}) {
  const server = spawn(process.execPath, [join(root, 'scripts/serve.mjs')], {
    env: { ...process.env, ...env, PORT: '0' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  const origin = await new Promise<string>((resolve, reject) => {
    server.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const listening = /Site: (http:\/\/[^/\s]+)\//.exec(output);
      if (listening?.[1]) resolve(listening[1]);
    });
    server.once('exit', (code) => reject(new Error(`scripts/serve.mjs exited (${code}) before listening`)));
  });
  const stop = async () => {
    if (server.exitCode !== null || server.signalCode !== null) return;
    const exited = once(server, 'exit');
    server.kill();
    await exited;
  };
  return { origin, stop };
}
