// `npm test` runs this: every import under src/ must point down the layers (README, "Layout"):
//   app → features/* → shared (with design) → config, content; a feature never imports another feature;
//   the worker (src/sw) imports shared, config, content and the enquiry core through its one entry;
//   the enquiry core stays plain TypeScript (no React, no page side of the feature).
// Imports are read from the source text and resolved like the bundler does, so nothing here needs a TS API.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '..', 'src');
const CORE = 'features/enquiry/core';
const CORE_ENTRY = `${CORE}/index.ts`;
const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];
const REACT_PACKAGES = /^(react|react-dom|react-intl|@headlessui\/react|react-hot-toast|@tanstack\/react-router)(\/|$)/;

/** The layer a path under src/ belongs to; features are told apart by name. */
function layerOf(path) {
  const [top, name] = path.split('/');
  if (top === 'app') return { rank: 4, name: 'app' };
  if (top === 'features') return { rank: 3, name: `features/${name}` };
  if (top === 'sw') return { rank: 3, name: 'sw' };
  if (top === 'content') return { rank: 1, name: 'content' };
  if (top === 'config') return { rank: 0, name: 'config' };
  return { rank: 2, name: top === 'design' ? 'design' : 'shared' };
}

/** Why importing `target` from `file` breaks the direction, or undefined when it is allowed. */
export function violation(file, target) {
  const from = layerOf(file);
  const to = layerOf(target);
  if (file.startsWith(`${CORE}/`) && !target.startsWith(`${CORE}/`) && to.rank > 2)
    return 'the enquiry core imports only itself, shared code, config and content';
  if (from.name === 'sw') {
    if (to.name === 'sw' || to.rank < 3 || target === CORE_ENTRY) return undefined;
    return `the worker imports only shared code, config, content and the enquiry core through ${CORE_ENTRY}`;
  }
  if (to.name === 'sw') return 'only the worker imports src/sw (page and worker talk through src/shared/sw-bridge)';
  if (from.name === to.name) return undefined;
  if (to.rank > from.rank) return `${from.name} may not import ${to.name}: imports point down the layers`;
  if (to.rank === from.rank && from.rank === 3)
    return `${from.name} may not import ${to.name}: a feature never imports another feature`;
  return undefined;
}

function resolveImport(fromFile, specifier) {
  const base = resolve(dirname(fromFile), specifier.replace(/\?.*$/, ''));
  for (const extension of EXTENSIONS) {
    const candidate = base + extension;
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

const sourceFiles = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });

const IMPORT = /(?:^|[^\w.])(?:import|export)\s*(?:type\s+)?(?:[\w*{}\s,$]+?\s+from\s+)?\(?\s*['"]([^'"]+)['"]/g;

export function findViolations(root = SRC) {
  const problems = [];
  for (const file of sourceFiles(root)) {
    const path = relative(root, file);
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      if (path.startsWith(`${CORE}/`) && REACT_PACKAGES.test(specifier)) {
        problems.push(`${path}: imports ${specifier}: the enquiry core has no React`);
        continue;
      }
      if (!specifier.startsWith('.')) continue;
      const resolved = resolveImport(file, specifier);
      if (!resolved) {
        problems.push(`${path}: cannot resolve ${specifier}`);
        continue;
      }
      const target = relative(root, resolved);
      if (target.startsWith('..')) continue; // locales/ and other files outside src/
      const why = violation(path, target);
      if (why) problems.push(`${path}: imports ${specifier}: ${why}`);
    }
  }
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const problems = findViolations();
  if (problems.length > 0) {
    console.error(`Import direction broken (${problems.length}):\n${problems.map((line) => `  ${line}`).join('\n')}`);
    process.exit(1);
  }
  console.log('Import direction: every import under src/ points down the layers');
}
