import { isAbsolute, join } from 'node:path';
import { SITE } from '../../src/content/site';
import { LOCAL_RELAY_ACCESS_KEY } from '../../src/features/enquiry/core/service';

export interface RelayConfig {
  port: number;
  outboxDir: string;
  accessKey: string;
  /** Where the agency would receive enquiries (the To: header). */
  agencyEmail: string;
  testControls: boolean;
}

/** Reads RELAY_* variables; relative folders are taken from the repository root. */
export function relayConfigFromEnv(env: NodeJS.ProcessEnv, repoRoot: string): RelayConfig {
  const outboxDir = env.RELAY_OUTBOX_DIR || 'relay-outbox';
  return {
    port: Number(env.RELAY_PORT || 8787),
    outboxDir: isAbsolute(outboxDir) ? outboxDir : join(repoRoot, outboxDir),
    accessKey: env.RELAY_ACCESS_KEY || LOCAL_RELAY_ACCESS_KEY,
    agencyEmail: env.RELAY_TO || SITE.email,
    testControls: env.RELAY_TEST_CONTROLS === '1',
  };
}
