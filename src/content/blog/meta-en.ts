import type { BlogMeta } from '.';

/** Every article's metadata in this language, as one chunk: the tabs and structured data need them all. */
export default import.meta.glob<BlogMeta>('./*/index.en.md', {
  query: '?entry=en&fields=tab,title,description,author,published,keywords,readingMinutes',
  import: 'default',
  eager: true,
});
