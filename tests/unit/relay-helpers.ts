import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildPayload } from '../../src/features/enquiry/core';
import { validFields } from './enquiry/helpers';

export interface Relay {
  url: string;
  dir: string;
  process: ChildProcess;
}

/** Builds and starts the relay exactly as `npm run relay` does, on a free port and a fresh folder. */
export async function startRelay(env: Record<string, string>): Promise<Relay> {
  const dir = await mkdtemp(join(tmpdir(), 'relay-outbox-'));
  const child = spawn(process.execPath, ['scripts/relay/run.mjs'], {
    env: { ...process.env, RELAY_PORT: '0', RELAY_OUTBOX_DIR: dir, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    });
    child.once('exit', (code) => reject(new Error(`relay exited with ${code}: ${output}`)));
  });
  return { url, dir, process: child };
}

export async function stopRelay(relay: Relay | undefined) {
  if (!relay) return;
  relay.process.kill('SIGTERM');
  await rm(relay.dir, { recursive: true, force: true });
}

export const payload = (ref: string, overrides: Record<string, unknown> = {}) => ({
  ...buildPayload(validFields(), { accessKey: 'local-relay-key', siteName: 'Pilgrim Journeys', ref, lang: 'en' }),
  ...overrides,
});
