// One refused entry holds back only itself. The preview is then built from a copy of the project in which each
// refused entry is as it was at the last build that worked (or as last committed, or absent if it never built):
// every colleague's other change is published, and the refused one waits until it is saved again.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { copyProjectTo } from '../project-copy.mjs';

const CONTENT = 'src/content';

/** `src/content/tours/x/index.hk.md` → its entry's folder `src/content/tours/x`; a file of its own (site.json) → itself. */
export function entryOfFile(path) {
  const folder = dirname(path);
  return folder === CONTENT ? path : folder;
}

/** The text of every file of `entry` (a folder or one file) under `projectDir`, or '' when it is absent. */
function entryText(projectDir, entry) {
  const path = join(projectDir, entry);
  if (!existsSync(path)) return '';
  if (!entry.endsWith('.json') && !entry.endsWith('.yaml')) {
    return readdirSync(path, { recursive: true })
      .map(String)
      .sort()
      .map((file) => `${file}\n${safeRead(join(path, file))}`)
      .join('\n');
  }
  return safeRead(path);
}

function safeRead(file) {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return ''; // a folder
  }
}

/** `entry` as last committed, written under `target`; false when git has none. */
function restoreFromGit(projectDir, entry, target) {
  try {
    const files = execFileSync('git', ['ls-tree', '-r', '--name-only', 'HEAD', '--', entry], {
      cwd: projectDir,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    })
      .split('\n')
      .filter(Boolean);
    for (const file of files) {
      mkdirSync(dirname(join(target, file)), { recursive: true });
      writeFileSync(join(target, file), execFileSync('git', ['show', `HEAD:${file}`], { cwd: projectDir }));
    }
    return files.length > 0;
  } catch {
    return false;
  }
}

/**
 * The entries held back in `projectDir`, with the copy to build while there are any. `.cache/cms/last-built` keeps
 * the content (pictures aside) of the last build that worked; `.cache/cms/source` is the copy built from.
 */
export function createHeldBack(projectDir) {
  const lastBuilt = join(projectDir, '.cache', 'cms', 'last-built');
  const copy = join(projectDir, '.cache', 'cms', 'source');
  /** entry → { refusedText, problem, since } */
  const held = new Map();

  return {
    entries: () => [...held.entries()].map(([entry, { problem, since }]) => ({ entry, problem, since })),
    isHeld: (entry) => held.has(entry),
    /**
     * Whether `entry` differs from the last build that worked: only a changed entry can be held back (an unchanged
     * one refused for another entry's change, say a fact it states, would wait for nothing).
     */
    changedSinceBuilt: (entry) =>
      !existsSync(lastBuilt) || entryText(projectDir, entry) !== entryText(lastBuilt, entry),
    /** Entries saved again since they were refused are tried again. */
    releaseChanged() {
      for (const [entry, { refusedText }] of held) if (entryText(projectDir, entry) !== refusedText) held.delete(entry);
    },
    hold(entry, problem) {
      held.set(entry, { refusedText: entryText(projectDir, entry), problem, since: new Date().toISOString() });
    },
    /** The folder to build: the project itself, or a fresh copy of it with each held entry as it last built. */
    source() {
      if (held.size === 0) return projectDir;
      rmSync(copy, { recursive: true, force: true });
      copyProjectTo(copy, projectDir);
      for (const entry of held.keys()) {
        rmSync(join(copy, entry), { recursive: true, force: true });
        const kept = join(lastBuilt, entry);
        if (existsSync(kept)) cpSync(kept, join(copy, entry), { recursive: true });
        else restoreFromGit(projectDir, entry, copy);
      }
      return copy;
    },
    /** After a build of `source` worked: its content is what each entry goes back to while refused. */
    rememberBuilt(source) {
      rmSync(lastBuilt, { recursive: true, force: true });
      cpSync(join(source, CONTENT), join(lastBuilt, CONTENT), {
        recursive: true,
        filter: (file) => !file.startsWith(join(source, CONTENT, 'images')),
      });
    },
  };
}
