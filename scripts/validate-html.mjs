// The W3C Nu HTML Checker (vnu.jar) on every built HTML file in dist/ (or SITE_DIR): fails on any error.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureJava } from './ensure-java.mjs';

const distDir = process.env.SITE_DIR ?? join(fileURLToPath(new URL('..', import.meta.url)), 'dist');
const files = readdirSync(distDir, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.html'))
  .map((file) => join(distDir, file));
if (files.length === 0) throw new Error(`No HTML in ${distDir}: run the build first`);

const vnuJar = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');
ensureJava();
const result = spawnSync('java', ['-jar', vnuJar, '--errors-only', ...files], { stdio: 'inherit' });
if (result.status !== 0) {
  console.error(`The HTML checker found errors in ${distDir} (above).`);
  process.exit(result.status ?? 1);
}
console.log(`HTML checker: ${files.length} files, no errors.`);
