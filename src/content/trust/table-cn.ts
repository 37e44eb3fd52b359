import type { TrustTable } from '.';

/** The evidence behind the home page's claims in this language, as one chunk (see ./index.ts). */
export default {
  hosts: import.meta.glob('../hosts/*/index.en.md', { query: '?entry=cn', import: 'default', eager: true }),
  awards: import.meta.glob('../awards/*/index.en.md', { query: '?entry=cn', import: 'default', eager: true }),
  testimonies: import.meta.glob('../blog/*/index.en.md', {
    query: '?entry=cn&fields=author,quote,quoteBy',
    import: 'default',
    eager: true,
  }),
} as TrustTable;
