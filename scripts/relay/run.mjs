// `npm run relay`: bundles the TypeScript relay (Node cannot run .ts here) and starts it.
import { builtinModules } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'rolldown';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const bundle = join(root, '.cache', 'relay.mjs');

await build({
  input: join(root, 'scripts', 'relay', 'server.ts'),
  platform: 'node',
  logLevel: 'warn',
  external: [/^node:/, ...builtinModules],
  output: { file: bundle, format: 'esm' },
});

const { startRelay, relayConfigFromEnv } = await import(pathToFileURL(bundle).href);
const config = relayConfigFromEnv(process.env, root);
const relay = await startRelay(config);
const controls = config.testControls ? ', test controls on' : '';
console.log(`Relay listening on ${relay.url} (writing to ${config.outboxDir}${controls})`);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => relay.close().then(() => process.exit(0)));
}
