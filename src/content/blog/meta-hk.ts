import type { BlogMeta } from '.';

/** Every article's metadata in this language, as one chunk: the tabs and related articles need them. */
export default import.meta.glob<BlogMeta>('./*/index.en.md', {
  query: "?entry=hk&fields=tab,title,readingMinutes",
  import: 'default',
  eager: true,
});
