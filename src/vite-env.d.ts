/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_SITE_URL?: string;
  readonly VITE_FORM_ENDPOINT?: string;
  readonly VITE_FORM_ACCESS_KEY?: string;
}

declare module 'virtual:whatsapp-qr' {
  /** URL of the WhatsApp chat QR code (an SVG file; a data: URL on the dev server). */
  const url: string;
  export default url;
}

declare module 'virtual:tour-qr' {
  /** Per tour and language, the URL of the QR code that opens the tour's page on the public site (an SVG file). */
  const urls: Record<string, Record<import('./config/languages').Lang, string>>;
  export default urls;
}

declare module '*.json?messages' {
  type Messages = import('./shared/i18n/messages').Messages;

  const messages: Messages;
  export default messages;
}

declare module '*.json?phrases' {
  type PhraseBreaks = import('./config/phrase-breaks').PhraseBreaks;

  /** Where the language's headings may break (scripts/build/messages-plugin.ts). */
  const breaks: PhraseBreaks;
  export default breaks;
}

declare module 'virtual:offline-articles' {
  /** Per language, the article and tour pages and their words, not precached (scripts/build/offline-articles.ts). */
  const urls: Record<'pages' | 'bodies', Record<import('./config/languages').Lang, string[]>>;
  export default urls;
}

declare module '*site.json?shown' {
  /** The site facts as pages show them, per language (scripts/build/site-facts-plugin.ts). */
  const shown: {
    officeHours: Record<import('./config/languages').Lang, string>;
    streetAddress: Record<import('./config/languages').Lang, string>;
    openingHours: string;
  };
  export default shown;
}

declare module '*image-credits.yaml?credits' {
  /** Where each photo comes from (src/content/image-credits.yaml, checked by scripts/build/image-credits-plugin.ts). */
  const credits: { pictures: import('./content/image-credits-schema').PictureCredit[] };
  export default credits;
}

// Content collections (scripts/content/generated-modules.ts): facts, per-language entry loaders and tables.
declare module 'virtual:content/tours' {
  type Loader<T> = import('./content/module-types').Loader<T>;
  type Tables<T> = import('./content/module-types').Tables<T>;
  type Tour = import('./content/tours/schema').Tour;
  type TourCardText = import('./content/tours/schema').TourCardText;
  type TourFacts = import('./content/tours/schema').TourFacts;

  export const facts: Record<string, TourFacts>;
  export const entries: Record<import('./config/languages').Lang, Record<string, Loader<Tour>>>;
  export const table: Tables<{ cards: Record<string, TourCardText> }>;
}

declare module 'virtual:content/blog' {
  type BlogArticle = import('./content/blog/schema').BlogArticle;
  type BlogFacts = import('./content/blog/schema').BlogFacts;
  type BlogMeta = import('./content/blog/schema').BlogMeta;
  type Loader<T> = import('./content/module-types').Loader<T>;
  type Tables<T> = import('./content/module-types').Tables<T>;

  export const facts: Record<string, BlogFacts>;
  export const entries: Record<import('./config/languages').Lang, Record<string, Loader<BlogArticle>>>;
  export const table: Tables<{ meta: Record<string, BlogMeta> }>;
}

declare module 'virtual:content/trust' {
  type Tables<T> = import('./content/module-types').Tables<T>;
  type TrustTable = import('./content/trust').TrustTable;

  /** Hosts, awards and the articles' testimonies in one chunk per language. */
  export const table: Tables<TrustTable>;
}

declare module 'virtual:content/home' {
  type HomeText = import('./content/home/schema').HomeText;
  type CollectionModule<F, E> = import('./content/module-types').CollectionModule<F, E>;

  export const entries: CollectionModule<unknown, HomeText>['entries'];
}

declare module 'virtual:content/faq' {
  type GeneralQuestion = import('./content/faq/schema').GeneralQuestion;
  type CollectionModule<F, E> = import('./content/module-types').CollectionModule<F, E>;

  export const entries: CollectionModule<unknown, GeneralQuestion[]>['entries'];
}

declare module 'virtual:content/policy' {
  type CollectionModule<F, E> = import('./content/module-types').CollectionModule<F, E>;
  type PrivacyPolicy = import('./content/policy/schema').PrivacyPolicy;

  export const entries: CollectionModule<unknown, PrivacyPolicy>['entries'];
}

declare module 'virtual:content/churches' {
  type CollectionModule<F, E> = import('./content/module-types').CollectionModule<F, E>;
  type ChurchGroupPage = import('./content/churches/schema').ChurchGroupPage;
  type ChurchGroupFacts = import('./content/churches/schema').ChurchGroupFacts;

  export const facts: Record<string, ChurchGroupFacts>;
  export const entries: CollectionModule<ChurchGroupFacts, ChurchGroupPage>['entries'];
}

declare module 'virtual:content/terms' {
  type CollectionModule<F, E> = import('./content/module-types').CollectionModule<F, E>;
  type Terms = import('./content/terms/schema').Terms;
  type TermsFacts = import('./content/terms/schema').TermsFacts;

  export const facts: Record<string, TermsFacts>;
  export const entries: CollectionModule<TermsFacts, Terms>['entries'];
}
