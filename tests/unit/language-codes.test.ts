// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from '@babel/parser';
import { expect, it } from 'vitest';
import { LANGS } from '../../src/config/languages';

const LANGUAGE_LIST = 'src/config/languages.ts';
/** Owned by the work on routes and start-up (issue 41), which moves their per-language values into the list. */
const AWAITING_ROUTES_WORK = ['src/config/routes.ts', 'src/app/intl-tables.worker.ts'];
/** OpenCC names its conversion tables by region ('hkp' → 'cn'): its codes, not the site's. */
const OTHER_CODES_OF_THE_SAME_SPELLING = ['scripts/content/simplified.ts'];
const codes = new Set<string>(LANGS);

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(tsx?|mts|cts|m?js|cjs)$/.test(entry.name) && !/\.d\.m?ts$/.test(entry.name) ? [path] : [];
  });

/**
 * Where a file's code names a language: a string literal that is exactly a code ('hk'), a code as an object or
 * type key (`hk: …`), a language's row read by its code (`LANGUAGES.hk`) or a language's file ('index.cn.md').
 * Parsed, so comments and words in prose do not count.
 */
function languageCodesIn(file: string): string[] {
  const ast = parse(readFileSync(file, 'utf8'), { sourceType: 'module', plugins: ['typescript', 'jsx'] });
  const found: string[] = [];
  const visit = (node: unknown, parent?: Node): void => {
    if (Array.isArray(node)) {
      for (const child of node) visit(child, parent);
      return;
    }
    if (!isNode(node)) return;
    const code = codeNamed(node, parent);
    if (code) found.push(`${file}:${node.loc?.start.line} ${code}`);
    for (const [key, child] of Object.entries(node)) if (key !== 'loc') visit(child, node);
  };
  visit(ast.program);
  return found;
}

type Node = { type: string; loc?: { start: { line: number } } | null } & Record<string, unknown>;
const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';

/** A `lang="en"` attribute is a BCP 47 tag for the browser (a licence's English name), not one of the site's codes. */
const isHtmlLang = (node?: Node) =>
  node?.type === 'JSXAttribute' && (node.name as { name?: unknown } | undefined)?.name === 'lang';

/** A language's words file: index.cn.md (scripts/content/layout.ts names them from the code). */
const LANGUAGE_FILE = /\bindex\.(\w+)\.md\b/;

/** A template literal's text when it has no `${…}` in it. */
function cooked(node: Node): string {
  const quasis = node.quasis as { value: { cooked?: string } }[];
  return quasis.length === 1 ? (quasis[0]?.value.cooked ?? '') : '';
}

/** `'hk'` for a string that is a language code (an import's path aside), `key hk:` for a key named after one. */
function codeNamed(node: Node, parent?: Node): string | undefined {
  const property = node.property as { type?: string; name?: string } | undefined;
  const read = node.type === 'MemberExpression' && !node.computed && property?.type === 'Identifier';
  if (read && codes.has(String(property.name))) return `.${property.name}`;
  const fileName =
    node.type === 'StringLiteral' ? String(node.value) : node.type === 'TemplateLiteral' ? cooked(node) : '';
  const languageFile = fileName.match(LANGUAGE_FILE)?.[1];
  if (languageFile && codes.has(languageFile)) return `'${fileName}'`;
  const written = node.type === 'StringLiteral' && codes.has(String(node.value));
  if (written && !parent?.type.endsWith('Declaration') && !isHtmlLang(parent)) return `'${node.value}'`;
  if (node.type === 'TemplateLiteral' && codes.has(cooked(node))) return `\`${cooked(node)}\``;
  const keyed = ['ObjectProperty', 'ObjectMethod', 'TSPropertySignature'].includes(node.type) && !node.computed;
  const key = node.key as { type?: string; name?: string; value?: unknown } | undefined;
  const name = key?.type === 'Identifier' ? key.name : key?.type === 'StringLiteral' ? String(key.value) : undefined;
  if (keyed && name && codes.has(name)) return `key ${name}:`;
  return undefined;
}

it(`names the languages only in ${LANGUAGE_LIST}: adding one is a row there, its locale file and content`, () => {
  const exempt = [LANGUAGE_LIST, ...AWAITING_ROUTES_WORK, ...OTHER_CODES_OF_THE_SAME_SPELLING];
  // The build, the content checks and the editor (scripts/) follow the same rule as the site (src/).
  const offending = [...sourceFiles('src'), ...sourceFiles('scripts')]
    .filter((file) => !exempt.includes(file))
    .flatMap(languageCodesIn);
  expect(offending).toEqual([]);
});

it('exempts only files that still name a language', () => {
  const done = [...AWAITING_ROUTES_WORK, ...OTHER_CODES_OF_THE_SAME_SPELLING].filter(
    (file) => languageCodesIn(file).length === 0,
  );
  expect(done, 'these no longer name a language: take them off the exemptions').toEqual([]);
});

it('finds a language code written as a string or as a key', () => {
  expect(languageCodesIn(LANGUAGE_LIST).length).toBeGreaterThan(0);
});
