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

declare module 'virtual:offline-articles' {
  /** Per language, the article and tour pages and their words, not precached (scripts/build/offline-articles.ts). */
  const urls: Record<'pages' | 'bodies', Record<import('./config/languages').Lang, string[]>>;
  export default urls;
}
