import { plainText } from '../config/phrase-break';
import siteJson from './site.json' with { type: 'json' };
import type { SiteFacts } from './site-schema';

/** The agency's facts (src/content/site.json, checked against site-schema.ts by the build). */
const FACTS: SiteFacts = siteJson;

/** The public address the site is deployed at, unless VITE_SITE_URL gives it at build time. */
const DEFAULT_SITE_URL = FACTS.siteUrl.value;

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
 * Facts about the agency shown across the site, from src/content/site.json; `npm run check:launch` lists those
 * the agency has not confirmed yet. The street address is the UI string contact.streetAddress in locales/.
 */
export const SITE = {
  name: FACTS.name,
  /** The public origin (see siteUrlFrom). */
  url: siteUrlFrom(import.meta.env),
  phone: FACTS.phone.value,
  email: FACTS.email.value,
  whatsapp: FACTS.whatsapp.value,
  licence: FACTS.licence.value,
  officeHours: FACTS.officeHours,
  logo: FACTS.logo,
  /** Hong Kong dollars to the US dollar (the linked rate): US$ prices show an approximate HK$ amount beside them. */
  hkdPerUsd: FACTS.hkdPerUsd,
} as const;

/** `href` on the public site, e.g. `/hk/` → `https://www.example.org/hk/`. */
export function absoluteUrl(href: string, siteUrl: string = SITE.url): string {
  return new URL(href, siteUrl).href;
}

/** A WhatsApp chat with the agency, opened with `text` already typed when given. */
export function whatsappLink(text?: string): string {
  const chat = `https://wa.me/${SITE.whatsapp}`;
  return text ? `${chat}?text=${encodeURIComponent(plainText(text))}` : chat;
}

/** A page's link-preview picture: a fixed page's key or a tour's id (scripts/build/share-images.ts). */
export const shareImagePath = (name: string) => `/share/${name}.png`;
