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
  type ShippedBreaks = import('./shared/i18n/phrase-table').ShippedBreaks;

  /** Where the language's headings may break (scripts/build/messages.ts). */
  const breaks: ShippedBreaks;
  export default breaks;
}

declare module 'virtual:offline-articles' {
  /** Per language, the article and tour pages and their words, not precached (scripts/build/offline-articles.ts). */
  const urls: Record<'pages' | 'bodies', Record<import('./config/languages').Lang, string[]>>;
  export default urls;
}

declare module '*site.json?shown' {
  /** The site facts as pages show them, per language (scripts/build/site-facts-shown.ts). */
  const shown: {
    officeHours: Record<import('./config/languages').Lang, string>;
    streetAddress: Record<import('./config/languages').Lang, string>;
    openingHours: string;
  };
  export default shown;
}

declare module '*image-credits.yaml?credits' {
  /** Where each photo comes from (src/content/image-credits.yaml, checked by scripts/build/image-credits.ts). */
  const credits: { pictures: import('./content/image-credits-schema').PictureCredit[] };
  export default credits;
}

declare module '*image-credits.yaml?captions' {
  /** What each photo's caption shows: the credit records without their sources and changes. */
  const captions: { pictures: import('./content/image-credits-schema').PhotoCaption[] };
  export default captions;
}
