// A copy of what the build reads, in a temporary folder, with this checkout's node_modules linked: tests and the
// growth bench change content the way an editor would (a new tour folder, a save from the editor) and build the
// copy, never the repository.
import { cpSync, mkdirSync, mkdtempSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const PROJECT_ROOT = fileURLToPath(new URL('..', import.meta.url));

const FILES = ['index.html', 'package.json', 'tsconfig.json', 'uno.config.ts', 'vite.config.ts'];
const DIRS = ['src', 'scripts', 'public', 'locales'];

export function copyProject(prefix) {
  return copyProjectTo(mkdtempSync(join(tmpdir(), prefix)));
}

/** Copies what the build reads from `project` into the folder `copy` (`npm run cms` builds such a copy too). */
export function copyProjectTo(copy, project = PROJECT_ROOT) {
  mkdirSync(copy, { recursive: true });
  for (const file of FILES) cpSync(join(project, file), join(copy, file));
  for (const dir of DIRS) cpSync(join(project, dir), join(copy, dir), { recursive: true });
  symlinkSync(join(project, 'node_modules'), join(copy, 'node_modules'));
  return copy;
}
