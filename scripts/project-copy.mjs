// A copy of what the build reads, in a temporary folder, with this checkout's node_modules linked: tests and the
// growth bench change content the way an editor would (a new tour folder, a save from the editor) and build the
// copy, never the repository.
import { cpSync, mkdtempSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const PROJECT_ROOT = fileURLToPath(new URL('..', import.meta.url));

const FILES = ['index.html', 'package.json', 'tsconfig.json', 'uno.config.ts', 'vite.config.ts'];
const DIRS = ['src', 'scripts', 'public', 'locales'];

export function copyProject(prefix) {
  const copy = mkdtempSync(join(tmpdir(), prefix));
  for (const file of FILES) cpSync(join(PROJECT_ROOT, file), join(copy, file));
  for (const dir of DIRS) cpSync(join(PROJECT_ROOT, dir), join(copy, dir), { recursive: true });
  symlinkSync(join(PROJECT_ROOT, 'node_modules'), join(copy, 'node_modules'));
  return copy;
}
