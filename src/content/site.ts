
/** PLACEHOLDER: the public address the site is deployed at, unless VITE_SITE_URL gives it at build time. */
const DEFAULT_SITE_URL = 'https://www.pilgrim-journeys.example';

/**
 * The site's public origin, from the build's environment: every absolute URL the build writes
 * (canonical, hreflang, Open Graph, JSON-LD, sitemap, robots) starts with it.
 */
export function siteUrlFrom(env: { VITE_SITE_URL?: string } | undefined): string {
  const value = env?.VITE_SITE_URL?.trim() || DEFAULT_SITE_URL;
  if (!URL.canParse(value) || !/^https?:$/.test(new URL(value).protocol)) {
    throw new Error(`VITE_SITE_URL must be an http(s) address such as https://www.example.org, not "${value}"`);
  }
  return new URL(value).origin;
}

/**
 * Facts about the agency shown across the site.
 * PLACEHOLDER values are marked: the agency replaces them before going live.
 */
export const SITE = {
  /** The name enquiry e-mails come from. */
  name: 'Pilgrim Journeys',
  /** The public origin (see siteUrlFrom). */
  url: siteUrlFrom(import.meta.env),
  /** PLACEHOLDER */
  phone: '+852 0000 0000',
  /** PLACEHOLDER */
  email: 'info@pilgrim-journeys.example',
  /** PLACEHOLDER: WhatsApp number in international format, digits only. */
  whatsapp: '85200000000',
  /** PLACEHOLDER: Travel Industry Authority licence number. */
  licence: '354000',
  // PLACEHOLDER street address: the UI string contact.streetAddress in locales/ (Simplified derived from hk).
  /** Office hours, in schema.org's notation (days Mo, Tu, We, Th, Fr, Sa, Su). */
  officeHours: { days: 'Mo-Fr', open: '10:00', close: '19:00' },
  logo: '/icons/icon-512.png',
} as const;

/** `href` on the public site, e.g. `/hk/` → `https://www.example.org/hk/`. */
export function absoluteUrl(href: string, siteUrl: string = SITE.url): string {
  return new URL(href, siteUrl).href;
}

/** A WhatsApp chat with the agency, opened with `text` already typed when given. */
export function whatsappLink(text?: string): string {
  const chat = `https://wa.me/${SITE.whatsapp}`;
  return text ? `${chat}?text=${encodeURIComponent(text)}` : chat;
}

/** The branded link-preview picture of a page (built by scripts/build/share-images.ts). */
/** A page's link-preview picture: a fixed page's key or a tour's id (scripts/build/share-images.ts). */
export const shareImagePath = (name: string) => `/share/${name}.png`;
