// `npm start`: build the site, then serve dist/ on :4173 and the local form relay on :8787.
import { execSync, spawn } from 'node:child_process';

execSync('npx vite build', { stdio: 'inherit' });

const children = [
  spawn(process.execPath, ['scripts/relay/run.mjs'], { stdio: 'inherit' }),
  spawn(process.execPath, ['scripts/serve.mjs'], { stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && stop());
