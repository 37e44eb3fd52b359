// Where `npm run cms` keeps the sites it serves. `vite build` writes into dist/ (the plugins assume it), which is
// never served: a finished build is moved whole (one rename) to .cache/preview/site-<time>/, and only such a
// folder, which nothing writes into afterwards, is served. A failed or stopped build leaves dist/ behind unserved.
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const previewDir = (projectDir) => join(projectDir, '.cache', 'preview');

/**
 * Moves the finished dist/ of `builtIn` (the project, or its copy with refused entries held back) to a new preview
 * folder of `projectDir` and returns that folder.
 */
export function keepFinishedBuild(projectDir, builtIn = projectDir) {
  mkdirSync(previewDir(projectDir), { recursive: true });
  const site = join(previewDir(projectDir), `site-${Date.now()}`);
  renameSync(join(builtIn, 'dist'), site);
  return site;
}

/** The newest complete preview folder a previous `npm run cms` left (shown while the first build runs). */
export function lastKeptSite(projectDir) {
  if (!existsSync(previewDir(projectDir))) return undefined;
  const sites = readdirSync(previewDir(projectDir))
    .filter((name) => /^site-\d+$/.test(name) && existsSync(join(previewDir(projectDir), name, '_headers')))
    .sort((a, b) => Number(a.slice(5)) - Number(b.slice(5)));
  const newest = sites.at(-1);
  return newest && join(previewDir(projectDir), newest);
}

/** Deletes every preview folder but `keep`. */
export function removeSitesExcept(projectDir, keep) {
  if (!existsSync(previewDir(projectDir))) return;
  for (const name of readdirSync(previewDir(projectDir))) {
    const site = join(previewDir(projectDir), name);
    if (site !== keep) removeSite(site);
  }
}

export function removeSite(site) {
  rmSync(site, { recursive: true, force: true });
}
