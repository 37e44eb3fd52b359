import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type * as v from 'valibot';
import { LANGUAGES } from '../../src/config/languages.ts';
import { termTableSchema } from '../../src/content/simplified-terms-schema.ts';
import { collectionNamed } from '../content/collections.ts';
import { CONTENT_ROOT } from '../content/entries.ts';
import { withFactHints } from './fact-hints.ts';
import { type DecapField, fieldsOf } from './fields.ts';
import { FRONT_MATTER_FORMAT } from './front-matter.ts';
import { pictureCreditsFile } from './picture-credits.ts';
import { body, EDITOR_I18N, postsCollection, simplifiedRewrites, wordsOf } from './posts.ts';
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

/** A one-entry collection (home, policy): its facts and English words in one file, then each language's words. */
function entryFiles(collection: string, dir: string): DecapFile[] {
  const words = [...fieldsOf(wordsOf(collection)), body];
  const facts = fieldsOf(collectionOf(collection).facts, ['id']);
  const cn = existsSync(join(CONTENT_ROOT, dir.replace(/^src\/content\//, ''), 'index.cn.md'))
    ? [
        {
          name: 'words-cn',
          label: 'Simplified Chinese (简体中文): own wording',
          file: `${dir}/index.cn.md`,
          fields: words,
        },
      ]
    : [];
  return [
    {
      name: 'words-en',
      label: 'English (and what is the same in every language)',
      file: `${dir}/index.en.md`,
      fields: [...facts, ...words],
    },
    { name: 'words-hk', label: LANGUAGES.hk.menuName, file: `${dir}/index.hk.md`, fields: words },
    ...cn,
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
      simplifiedRewrites('tours', 'Tours: own Simplified Chinese (简体中文) wording'),
      single('faq', 'Questions on every tour page'),
      postsCollection('blog', 'Blog posts', 'Blog post', 'tab'),
      simplifiedRewrites('blog', 'Blog posts: own Simplified Chinese (简体中文) wording'),
      postsCollection('hosts', 'Hosts (tour leaders and pastors)', 'Host', 'name'),
      simplifiedRewrites('hosts', 'Hosts: own Simplified Chinese (简体中文) wording'),
      postsCollection('awards', 'Awards', 'Award', 'name'),
      simplifiedRewrites('awards', 'Awards: own Simplified Chinese (简体中文) wording'),
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
  const kind = collection.name.replace(/-cn$/, '');
  return {
    ...collection,
    ...(collection.fields ? { fields: withFactHints(collection.fields, kind) } : {}),
    ...(collection.files
      ? { files: collection.files.map((file) => ({ ...file, fields: withFactHints(file.fields, kind) })) }
      : {}),
  };
}
