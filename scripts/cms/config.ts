import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type * as v from 'valibot';
import { LANGUAGES, type Lang, SOURCE_LANG } from '../../src/config/languages.ts';
import { termTableSchema } from '../../src/content/simplified-terms-schema.ts';
import { collectionNamed } from '../content/collections.ts';
import { wordsFileName } from '../content/layout.ts';
import { CONTENT_ROOT } from '../content/read.ts';
import { CONVERTED_LANGS, editorLanguageName, SIDE_BY_SIDE } from './editor-languages.ts';
import { withFactHints } from './fact-hints.ts';
import { type DecapField, fieldsOf } from './fields.ts';
import { FRONT_MATTER_FORMAT } from './front-matter.ts';
import { pictureCreditsFile } from './picture-credits.ts';
import { body, EDITOR_I18N, ownWordings, postsCollection, wordsOf } from './posts.ts';
import { siteFactsFile } from './site-facts.ts';

function collectionOf(name: string) {
  const collection = collectionNamed(name);
  if (!collection) throw new Error(`No content collection "${name}" (scripts/content/collections.ts)`);
  return collection;
}

interface DecapFile {
  name: string;
  label: string;
  file: string;
  fields: DecapField[];
}

const dataFile = (name: string, label: string, file: string, schema: v.GenericSchema, omit: string[] = []) => ({
  name,
  label,
  file,
  fields: fieldsOf(schema, omit),
});

/** A one-entry collection (home, policy): its facts and source words in one file, then each language's words. */
function entryFiles(collection: string, dir: string): DecapFile[] {
  const words = [...fieldsOf(wordsOf(collection)), body];
  const facts = fieldsOf(collectionOf(collection).facts, ['id']);
  const file = (lang: Lang, label: string, fields: DecapField[]) => ({
    name: `words-${lang}`,
    label,
    file: `${dir}/${wordsFileName(lang)}`,
    fields,
  });
  const folder = join(CONTENT_ROOT, dir.replace(/^src\/content\//, ''));
  return [
    file(SOURCE_LANG, `${editorLanguageName(SOURCE_LANG)} (and what is the same in every language)`, [
      ...facts,
      ...words,
    ]),
    ...SIDE_BY_SIDE.slice(1).map((lang) => file(lang, LANGUAGES[lang].menuName, words)),
    // A converted language's own wording, where the office wrote one.
    ...CONVERTED_LANGS.filter((lang) => existsSync(join(folder, wordsFileName(lang)))).map((lang) =>
      file(lang, `${editorLanguageName(lang)}: own wording`, words),
    ),
  ];
}

/** The mainland term table, one line per term when collapsed. */
function termTable() {
  const file = dataFile(
    'terms',
    'Mainland terms (Simplified pages)',
    'src/content/simplified-terms.yaml',
    termTableSchema,
  );
  const summary = '{{fields.hongKong}} → {{fields.mainland}}   {{fields.note}}';
  return { ...file, fields: file.fields.map((field) => ({ ...field, summary })) };
}

const single = (name: string, label: string) => ({
  name,
  label,
  format: FRONT_MATTER_FORMAT,
  files: entryFiles(name, `src/content/${name}`),
});

/**
 * The editor's configuration (served as /admin/config.yml), generated from the content's valibot schemas and
 * folders: a new field in a schema, or a new tour folder, appears in the editor with no other change.
 * `localBackendUrl` is decap-server's address for `npm run cms`.
 */
export function cmsConfig({
  localBackendUrl = 'http://localhost:8081/api/v1',
  repo = 'OWNER/REPO',
  branch = 'main',
  authUrl,
}: {
  localBackendUrl?: string;
  repo?: string;
  branch?: string;
  authUrl?: string;
} = {}) {
  return {
    // On a real host: GitHub, signed in through an OAuth helper at `authUrl` (README, "Editing on the live site").
    backend: { name: 'github', repo, branch, ...(authUrl ? { base_url: authUrl } : {}) },
    // Used only when the editor is opened on localhost (npm run cms): saves go to decap-server, into the checkout.
    local_backend: { url: localBackendUrl },
    media_folder: 'src/content/images',
    public_folder: '/src/content/images',
    publish_mode: 'simple',
    i18n: EDITOR_I18N,
    collections: [
      {
        name: 'site',
        label: 'Agency facts (every page)',
        files: [siteFactsFile()],
      },
      postsCollection('tours', 'Tours', 'Tour', 'name'),
      ...ownWordings('tours', 'Tours'),
      single('faq', 'Questions on every tour page'),
      postsCollection('blog', 'Blog posts', 'Blog post', 'tab'),
      ...ownWordings('blog', 'Blog posts'),
      postsCollection('hosts', 'Hosts (tour leaders and pastors)', 'Host', 'name'),
      ...ownWordings('hosts', 'Hosts'),
      postsCollection('awards', 'Awards', 'Award', 'name'),
      ...ownWordings('awards', 'Awards'),
      single('home', 'Home page'),
      single('policy', 'Privacy policy'),
      single('terms', 'Booking terms'),
      single('churches', 'Lead a group from your church'),
      {
        name: 'pictures',
        label: 'Photos: what each shows, author, licence',
        files: [pictureCreditsFile()],
      },
      {
        name: 'simplified-terms',
        label: 'Simplified Chinese wording',
        files: [termTable()],
      },
    ]
      .filter((collection) => !('files' in collection) || collection.files.length > 0)
      .map(explainingFacts),
  };
}

/** A collection whose texts' hints say what each fact in braces becomes there (tours: the deposit, …). */
function explainingFacts<T extends { name: string; fields?: DecapField[]; files?: DecapFile[] }>(collection: T): T {
  // A converted language's own wordings (tours-cn) hold the collection's texts.
  const suffix = CONVERTED_LANGS.map((lang) => `-${lang}`).find((each) => collection.name.endsWith(each));
  const kind = suffix ? collection.name.slice(0, -suffix.length) : collection.name;
  return {
    ...collection,
    ...(collection.fields ? { fields: withFactHints(collection.fields, kind) } : {}),
    ...(collection.files
      ? { files: collection.files.map((file) => ({ ...file, fields: withFactHints(file.fields, kind) })) }
      : {}),
  };
}
