import type { TrustTable } from '.';

/** The evidence behind the home page's claims in this language, as one chunk (see ./index.ts). */
export default {
  hosts: import.meta.glob('../hosts/*/facts.yaml', { query: '?entry=cn', import: 'default', eager: true }),
  awards: import.meta.glob('../awards/*/facts.yaml', { query: '?entry=cn', import: 'default', eager: true }),
  testimonies: import.meta.glob('../blog/*/facts.yaml', {
    query: '?entry=cn&fields=author,quote,quoteBy',
    import: 'default',
    eager: true,
  }),
} as TrustTable;
