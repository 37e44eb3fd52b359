// The growth line of `npm run bench`: a copy of the project with its tours and articles copied up to
// GROWTH_TOURS and GROWTH_ARTICLES (new folders, new slugs, nothing else changed), built as a release is, with the
// build time and the precache measured. `node scripts/bench/growth.mjs` runs it alone.
import { execFileSync } from 'node:child_process';
import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { copyProject } from '../project-copy.mjs';
import { precacheSize } from './sizes.mjs';

export const GROWTH = { tours: 30, articles: 100 };

const folders = (dir) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

function rewrite(file, change) {
  writeFileSync(file, change(readFileSync(file, 'utf8')));
}

/** Copies of the entries of `dir` up to `count`, round-robin, each changed by `adapt(copyDir, n)`. */
function grow(dir, count, adapt) {
  const originals = folders(dir);
  for (let n = originals.length; n < count; n++) {
    const source = originals[n % originals.length] ?? '';
    const target = join(dir, `${source}-${n}`);
    cpSync(join(dir, source), target, { recursive: true });
    adapt(target, n);
  }
}

export function measureGrowth({ tours = GROWTH.tours, articles = GROWTH.articles } = {}) {
  const project = copyProject('growth-');
  try {
    const content = join(project, 'src/content');
    // A copied tour needs page addresses of its own: the `slug` of each language file.
    grow(join(content, 'tours'), tours, (dir, n) => {
      for (const file of readdirSync(dir).filter((name) => /^index\.\w+\.md$/.test(name)))
        rewrite(join(dir, file), (text) => text.replace(/^slug: (.+)$/m, `slug: $1-${n}`));
    });
    // The facts (`order`, `featured`) are in one of the language files: whichever holds them is rewritten.
    grow(join(content, 'blog'), articles, (dir, n) => {
      for (const file of readdirSync(dir).filter((name) => /^index\.\w+\.md$/.test(name)))
        rewrite(join(dir, file), (text) =>
          text.replace(/^order: \d+$/m, `order: ${n + 1}`).replace(/^featured: true\n/m, ''),
        );
    });
    const started = Date.now();
    execFileSync(process.execPath, [join(project, 'scripts/compile-content.mjs')], { cwd: project, stdio: 'inherit' });
    execFileSync(process.execPath, [join(project, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'error'], {
      cwd: project,
      stdio: 'inherit',
      // As a release is built: the bench's own Vite server (its route table) leaves NODE_ENV=development behind.
      env: { ...process.env, NODE_ENV: 'production' },
    });
    const buildSeconds = Number(((Date.now() - started) / 1000).toFixed(1));
    return { tours, articles, buildSeconds, precache: precacheSize(join(project, 'dist')) };
  } finally {
    rmSync(project, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(JSON.stringify(measureGrowth(), null, 2));
