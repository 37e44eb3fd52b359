// Derives Simplified Chinese (cn) from Traditional Chinese (hk): locales/hk.json → locales/cn.json
// and src/content/**/hk/* → src/content/**/cn/*. Run `npm run derive:cn`; a unit test keeps them in step.
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { toSimplified } from './to-simplified.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

function hkFiles(dir) {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((name) => join(dir, name))
    .filter((path) => (path.includes('/hk/') || /\/hk\.(ts|json)$/.test(path)) && statSync(path).isFile())
    .sort();
}

export function cnPathOf(hkPath) {
  return hkPath.replace(/\/hk\//, '/cn/').replace(/\/hk\.(ts|json)$/, '/cn.$1');
}

export function derivablePaths() {
  return [join(root, 'locales/hk.json'), ...hkFiles(join(root, 'src/content'))];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const hkPath of derivablePaths()) {
    const cnPath = cnPathOf(hkPath);
    mkdirSync(dirname(cnPath), { recursive: true });
    writeFileSync(cnPath, toSimplified(readFileSync(hkPath, 'utf8')));
    console.log(`derived ${relative(root, cnPath)}`);
  }
}
