import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { expect } from '@playwright/test';

const root = join(import.meta.dirname, '../..');

/** Starts scripts/serve.mjs on `port` with extra settings; resolves once it answers, returns its stop. */
export async function startSiteServer(port: number, env: Record<string, string> = {}): Promise<() => Promise<void>> {
  const server: ChildProcess = spawn(process.execPath, [join(root, 'scripts/serve.mjs')], {
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: 'ignore',
  });
  const answers = () =>
    fetch(`http://127.0.0.1:${port}/en/`).then(
      (response) => response.status,
      () => 0,
    );
  await expect.poll(answers).toBe(200);
  return async () => {
    if (server.exitCode !== null || server.signalCode !== null) return;
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill();
    await exited;
  };
}
