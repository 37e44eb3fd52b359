import { LANGS, type Lang } from '../../src/config/languages.ts';
import type { CollectionName } from './collections.ts';
import type { TablePart } from './tables.ts';

/** The first line of every module the compile writes. */
export const GENERATED_HEADER =
  '// Written by `npm run content:compile` (scripts/content/compile.ts) from src/content and locales: do not edit.';

const TYPES = (names: string) => `import type { ${names} } from '../../../src/content/module-types.ts';`;
const literal = (text: string) => `'${text.replace(/['\\]/g, '\\$&')}'`;
const perLang = (value: (lang: Lang) => string) =>
  `{\n${LANGS.map((lang) => `  ${lang}: ${value(lang)},`).join('\n')}\n}`;
const lines = (...text: string[]) => `${[GENERATED_HEADER, ...text].join('\n')}\n`;
/** Why typed modules assert their JSON's type: the compile checked it; JSON's inferred types cannot say a tuple. */
const ASSERTED =
  "// Every file was validated against its collection's schema by the compile: typed as the schema says.";

/**
 * Where an entry's words in one language are written, under its collection's folder: `<id>/<lang>`, or `<lang>`
 * for a collection of one entry (home). The folder names the chunk (`sinai-en-….js`, `home-en-….js`).
 */
export const entryPath = (id: string, lang: Lang) => (id ? `${id}/${lang}` : lang);

/** `facts.ts`: every entry's facts by id ('' for a collection of one entry), as every page may read them. */
export const factsModule = (name: CollectionName) =>
  lines(
    TYPES('ContentTypes'),
    "import all from './facts.json';",
    '',
    ASSERTED,
    `export const facts = all as unknown as Record<string, ContentTypes[${literal(name)}]['facts']>;`,
  );

/** `entries.ts`: per language, each entry's words (its module by id) as a chunk of its own, loaded on demand. */
export function entriesModule(name: CollectionName, modules: Record<Lang, Record<string, string>>) {
  const loaders = (lang: Lang) =>
    `{\n${Object.entries(modules[lang])
      .map(([id, module]) => `    ${literal(id)}: () => import(${literal(module)}),`)
      .join('\n')}\n  }`;
  return lines(
    TYPES('ContentTypes, Loader'),
    "import type { Lang } from '../../../src/config/languages.ts';",
    '',
    ASSERTED,
    `export const entries = ${perLang(loaders)} as unknown as Record<Lang, Record<string, Loader<ContentTypes[${literal(name)}]['entry']>>>;`,
  );
}

/** A tour in one language: its words and its route map, drawn twice (wide and phone), as files the build hashes. */
export function mappedEntryModule(
  lang: Lang,
  maps: Record<'wide' | 'phone', { file: string; width: number; height: number }>,
) {
  const { wide, phone } = maps;
  return lines(
    `import phone from ${literal(`./${phone.file}?url`)};`,
    `import wide from ${literal(`./${wide.file}?url`)};`,
    `import words from ${literal(`./${lang}.json`)};`,
    '',
    'export default {',
    '  ...words,',
    '  map: {',
    `    wide: { src: wide, width: ${wide.width}, height: ${wide.height} },`,
    `    phone: { src: phone, width: ${phone.width}, height: ${phone.height} },`,
    '  },',
    '};',
  );
}

/** `table.ts`: per language, one chunk of every entry of each part (only the fields it names). */
export function tableModule(parts: Record<string, TablePart>) {
  const rows = Object.entries(parts).map(([part, { collection, fields }]) => {
    const entry = `ContentTypes[${literal(collection)}]['entry']`;
    const row = fields ? `Pick<${entry}, ${fields.map((field) => literal(field)).join(' | ')}>` : entry;
    return `  ${part}: Record<string, ${row}>;`;
  });
  return lines(
    TYPES('ContentTypes, Tables'),
    '',
    ASSERTED,
    `export const table = ${perLang((lang) => `() => import(${literal(`./table/${lang}.json`)})`)} as unknown as Tables<{`,
    ...rows,
    '}>;',
  );
}

/** `index.ts`: what src/content/<collection>/index.ts imports. */
export const indexModule = (parts: ('facts' | 'entries' | 'table')[]) =>
  lines(...parts.map((part) => `export { ${part} } from './${part}.ts';`));

/**
 * `generated/ui-strings.ts`: per language, its parsed UI strings and, for a language set by phrase, where its
 * headings may break: each a chunk of its own, loaded on demand (src/content/ui-strings.ts).
 */
export function uiStringsModule(phrased: readonly Lang[]) {
  const loader = (folder: string) => (lang: Lang) => `() => import(${literal(`./${folder}/${lang}.json`)})`;
  const phrases = phrased.map((lang) => `  ${lang}: ${loader('phrases')(lang)},`);
  return lines(
    "import type { Lang } from '../src/config/languages.ts';",
    "import type { ShippedBreaks } from '../src/config/phrase-breaks.ts';",
    "import type { Loader, Messages } from '../src/content/module-types.ts';",
    '',
    "// Parsed by the compile: typed as the parser says (JSON's inferred types cannot say an element's kind).",
    `export const messages = ${perLang(loader('messages'))} as unknown as Record<Lang, Loader<Messages>>;`,
    `export const phrases = {\n${phrases.join('\n')}\n} as unknown as Partial<Record<Lang, Loader<ShippedBreaks>>>;`,
  );
}

/** `generated/tour-slugs.ts`: every tour's page address per language (src/config/routes.ts reads it). */
export const tourSlugsModule = (slugs: Record<string, Record<Lang, string>>) =>
  lines(
    "import type { Lang } from '../src/config/languages.ts';",
    '',
    `export const TOUR_SLUGS: Record<string, Record<Lang, string>> = ${JSON.stringify(slugs, null, 2)};`,
  );
