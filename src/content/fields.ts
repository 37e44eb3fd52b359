import * as v from 'valibot';
import { LANGS, NAME_FORMS, type NameForm } from '../config/languages.ts';

/** Building blocks of the collection schemas (tours, blog, policy, home). */

/** What the editor (scripts/cms/fields.ts) makes of a field whose valibot shape alone does not say it. */
export type EditorKind = 'picture' | 'money' | 'future-date';
export const editorAs = <T>(editor: EditorKind) => v.metadata<T, { editor: EditorKind }>({ editor });

export const text = v.pipe(v.string('must be text'), v.trim(), v.nonEmpty('must not be empty'));
export const titled = v.object({ title: text, text });
export const four = <T extends v.GenericSchema>(item: T) => v.tuple([item, item, item, item]);
export const isoDate = v.pipe(v.string('must be a date like 2025-05-08'), v.isoDate('must be a date like 2025-05-08'));
export const order = v.pipe(v.number('must be a number'), v.integer('must be a whole number'));
/** The name of an image in src/content/images, without extension. */
export const image = v.pipe(
  v.string('must name an image in src/content/images'),
  v.regex(/^[a-z0-9-]+$/, 'must name an image in src/content/images (e.g. red-sea)'),
  editorAs('picture'),
);
export const lang = v.picklist(LANGS);

/** `{ <form>: schema }` for each of `keys`: one field per language, or per written form of a name. */
const each = <K extends string, T extends v.GenericSchema>(keys: readonly K[], schema: (key: K) => T) =>
  v.object(Object.fromEntries(keys.map((key) => [key, schema(key)])) as Record<K, T>);

/** A name as English and Chinese readers know it (NAME_FORMS; Simplified is derived): `{ en, hk }`. */
export const names = each<NameForm, typeof text>(NAME_FORMS, () => text);
export const eachNameForm = <T extends v.GenericSchema>(schema: (form: NameForm) => T) => each(NAME_FORMS, schema);

/** One `## ` part of a language file's Markdown, rendered and sanitised at build time. */
const section = v.object({
  title: v.string(),
  html: v.string(),
  text: v.string(),
  quote: v.optional(v.object({ text, cite: text })),
});
export const markdownBody = v.object({ lead: section, sections: v.array(section) });
export type MarkdownBody = v.InferOutput<typeof markdownBody>;

/** A document of `## ` sections (the terms, the church-group page) is refused without one, with this message. */
export const hasSections = (body: MarkdownBody) => body.sections.length > 0;
export const NEEDS_SECTIONS = 'needs its "## " sections';

/** The sections a document page shows: each heading and its HTML. */
export const documentSections = (body: MarkdownBody) => body.sections.map(({ title, html }) => ({ title, html }));
