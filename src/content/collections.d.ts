// Written by the build from scripts/content/collections.ts and tables.ts (npm run build, npm run dev): do not edit.
// Each collection: every entry's facts by id, per language each entry's loader, and its table.

declare module 'virtual:content/tours' {
  type Lang = import('../config/languages').Lang;
  type Loader<T> = import('./module-types').Loader<T>;
  type Tables<T> = import('./module-types').Tables<T>;

  export const facts: Record<string, import('./tours/schema').TourFacts>;
  export const entries: Record<Lang, Record<string, Loader<import('./tours/schema').Tour>>>;
  export const table: Tables<{
    cards: Record<string, Pick<import('./tours/schema').Tour, 'name' | 'location' | 'description' | 'highlights'>>;
  }>;
}

declare module 'virtual:content/blog' {
  type Lang = import('../config/languages').Lang;
  type Loader<T> = import('./module-types').Loader<T>;
  type Tables<T> = import('./module-types').Tables<T>;

  export const facts: Record<string, import('./blog/schema').BlogFacts>;
  export const entries: Record<Lang, Record<string, Loader<import('./blog/schema').BlogArticle>>>;
  export const table: Tables<{
    meta: Record<string, Pick<import('./blog/schema').BlogArticle, 'tab' | 'title' | 'readingMinutes'>>;
  }>;
}

declare module 'virtual:content/policy' {
  type Lang = import('../config/languages').Lang;
  type Loader<T> = import('./module-types').Loader<T>;
  type Tables<T> = import('./module-types').Tables<T>;

  export const facts: Record<string, unknown>;
  export const entries: Record<Lang, Record<string, Loader<import('./policy/schema').PrivacyPolicy>>>;
}

declare module 'virtual:content/terms' {
  type Lang = import('../config/languages').Lang;
  type Loader<T> = import('./module-types').Loader<T>;
  type Tables<T> = import('./module-types').Tables<T>;

  export const facts: Record<string, import('./terms/schema').TermsFacts>;
  export const entries: Record<Lang, Record<string, Loader<import('./terms/schema').Terms>>>;
}

declare module 'virtual:content/churches' {
  type Lang = import('../config/languages').Lang;
  type Loader<T> = import('./module-types').Loader<T>;
  type Tables<T> = import('./module-types').Tables<T>;

  export const facts: Record<string, import('./churches/schema').ChurchGroupFacts>;
  export const entries: Record<Lang, Record<string, Loader<import('./churches/schema').ChurchGroupPage>>>;
}

declare module 'virtual:content/faq' {
  type Lang = import('../config/languages').Lang;
  type Loader<T> = import('./module-types').Loader<T>;
  type Tables<T> = import('./module-types').Tables<T>;

  export const facts: Record<string, unknown>;
  export const entries: Record<Lang, Record<string, Loader<import('./faq/schema').GeneralQuestion[]>>>;
}

declare module 'virtual:content/home' {
  type Lang = import('../config/languages').Lang;
  type Loader<T> = import('./module-types').Loader<T>;
  type Tables<T> = import('./module-types').Tables<T>;

  export const facts: Record<string, unknown>;
  export const entries: Record<Lang, Record<string, Loader<import('./home/schema').HomeText>>>;
}

declare module 'virtual:content/hosts' {
  type Lang = import('../config/languages').Lang;
  type Loader<T> = import('./module-types').Loader<T>;
  type Tables<T> = import('./module-types').Tables<T>;

  export const facts: Record<string, unknown>;
  export const entries: Record<Lang, Record<string, Loader<import('./hosts/schema').Host>>>;
}

declare module 'virtual:content/awards' {
  type Lang = import('../config/languages').Lang;
  type Loader<T> = import('./module-types').Loader<T>;
  type Tables<T> = import('./module-types').Tables<T>;

  export const facts: Record<string, unknown>;
  export const entries: Record<Lang, Record<string, Loader<import('./awards/schema').Award>>>;
}

declare module 'virtual:content/trust' {
  type Lang = import('../config/languages').Lang;
  type Loader<T> = import('./module-types').Loader<T>;
  type Tables<T> = import('./module-types').Tables<T>;

  export const table: Tables<{
    hosts: Record<string, import('./hosts/schema').Host>;
    awards: Record<string, import('./awards/schema').Award>;
    testimonies: Record<string, Pick<import('./blog/schema').BlogArticle, 'author' | 'quote' | 'quoteBy'>>;
  }>;
}
