#!/usr/bin/env node
/**
 * Rewrites `{{name}}` tokens in the content's prose (src/content/**\/*.md) and the UI strings (locales/*.json) to
 * the one token syntax, `{name}`. Safe to run again after other copy edits are merged: it only touches files that
 * still hold a double-brace token, and prints them. Decap's own `{{fields.x}}` templates live in scripts/cms and are
 * not prose, so they are not read.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DOUBLE = /\{\{\s*([a-zA-Z]\w*)\s*\}\}/g;

function filesUnder(dir, ending) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(ending))
    .map((entry) => join(entry.parentPath ?? entry.path, entry.name));
}

const files = [...filesUnder(join(ROOT, 'src/content'), '.md'), ...filesUnder(join(ROOT, 'locales'), '.json')];
let changed = 0;
for (const file of files) {
  const text = readFileSync(file, 'utf8');
  const single = text.replace(DOUBLE, '{$1}');
  if (single === text) continue;
  writeFileSync(file, single);
  changed += 1;
  console.log(`single-brace tokens: ${file.slice(ROOT.length)}`);
}
console.log(`${changed} file(s) rewritten to {name} tokens`);
