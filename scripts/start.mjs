// `npm start`: build the site, then serve dist/ on :4173 and the local form relay on :8787.
import { execSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

execSync('node scripts/compile-content.mjs', { stdio: 'inherit' });
execSync('npx vite build', { stdio: 'inherit' });

const servers = ['scripts/serve.mjs', 'scripts/relay/run.mjs'].filter((script) => existsSync(script));
const children = servers.map((script) => spawn(process.execPath, [script], { stdio: 'inherit' }));
const stop = () => {
  for (const child of children) child.kill();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && stop());
