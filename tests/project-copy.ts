import { cpSync, mkdtempSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/** The project's root (this checkout). */
export const PROJECT_ROOT = resolve(import.meta.dirname, '..');

const FILES = ['index.html', 'package.json', 'tsconfig.json', 'uno.config.ts', 'vite.config.ts'];
const DIRS = ['src', 'scripts', 'public', 'locales'];

/**
 * A copy of what the build reads, in a temporary folder, with this checkout's node_modules linked: tests that
 * change content the way an editor would (a new tour folder, a save from the editor) build it, never the repository.
 */
export function copyProject(prefix: string): string {
  const copy = mkdtempSync(join(tmpdir(), prefix));
  for (const file of FILES) cpSync(join(PROJECT_ROOT, file), join(copy, file));
  for (const dir of DIRS) cpSync(join(PROJECT_ROOT, dir), join(copy, dir), { recursive: true });
  symlinkSync(join(PROJECT_ROOT, 'node_modules'), join(copy, 'node_modules'));
  return copy;
}
