// `npm run content:compile`: reads, validates and fills every content entry (src/content) and writes it into
// generated/ as plain modules and JSON, which the pages import. `dev`, `build`, `check:content`, `typecheck` and
// the tests run it first; a refused entry stops it, naming file and field.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
// src/config/routes.ts reads the tours' slugs from the compile's own output: on a fresh clone it starts empty.
const slugs = `${root}generated/tour-slugs.ts`;
if (!existsSync(slugs)) {
  mkdirSync(`${root}generated`, { recursive: true });
  writeFileSync(slugs, 'export const TOUR_SLUGS = {};\n');
}
const started = Date.now();
const { module } = await runnerImport(`${root}scripts/content/compile.ts`, { configFile: false, logLevel: 'error' });
try {
  const written = module.compileContent();
  console.log(`content compiled into generated/ (${written.length} files changed, ${Date.now() - started} ms)`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
