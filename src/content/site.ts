import { linkableAddress } from './sample-address.ts';
import siteJson from './site.json' with { type: 'json' };
import type { SiteFacts } from './site-schema';

/**
 * The agency's facts (src/content/site.json, checked against site-schema.ts by the build). The opening hours are
 * shown as words written at build time (./site-shown.ts), so they are not read here.
 */
// The build checks site.json against the schema (scripts/content/read.ts, readSiteFacts), so its strings are the schema's choices.
const FACTS = siteJson as Omit<SiteFacts, 'officeHours'>;

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

/** Country codes of three digits the site's visitors and tours are likely to use (Hong Kong, Macau, Taiwan; Saudi Arabia, the UAE). */
const THREE_DIGIT_CODES = ['852', '853', '886', '966', '971'];

/** The country (ISO region) of the tours' calling codes, and how its mobiles are grouped at home. */
const NATIONAL_STYLE: Record<string, { region: string; groups: number[] }> = {
  '966': { region: 'SA', groups: [2, 3, 4] },
  '971': { region: 'AE', groups: [2, 3, 4] },
  '90': { region: 'TR', groups: [3, 3, 2, 2] },
};

const sum = (sizes: number[]) => sizes.reduce((total, size) => total + size, 0);

const callingCode = (digits: string) =>
  digits.slice(0, THREE_DIGIT_CODES.some((code) => digits.startsWith(code)) ? 3 : digits.startsWith('1') ? 1 : 2);

/** The country a number with its country code rings in (e.g. SA for 966…), when the tours' data knows it. */
export const regionOfNumber = (digits: string): string | undefined => NATIONAL_STYLE[callingCode(digits)]?.region;

/**
 * A number given in digits with its country code, written the way it is read aloud: +852 5188 6120 (Hong Kong
 * and Macau numbers in fours), +966 55 000 4321 and +90 532 000 12 34 (the tours' countries, in their own style),
 * +86 138 0013 8000 (others in threes and fours from the left).
 */
export function shownNumber(digits: string): string {
  const code = callingCode(digits);
  const rest = digits.slice(code.length);
  const national = NATIONAL_STYLE[code]?.groups;
  const groups = national
    ? national.map((size, index) => rest.slice(sum(national.slice(0, index)), sum(national.slice(0, index)) + size))
    : rest.length === 8
      ? [rest.slice(0, 4), rest.slice(4)]
      : [rest.slice(0, 3), rest.slice(3, 7), rest.slice(7)];
  return `+${code} ${groups.filter(Boolean).join(' ')}`;
}

/** The `tel:` link of a phone number as written (+852 2388 6120 → tel:+85223886120). */
export const telLink = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/**
 * Facts about the agency shown across the site, from src/content/site.json; `npm run check:launch` lists those
 * the agency has not confirmed yet. The office hours and address as each language shows them are in ./site-shown.ts.
 */
export const SITE = {
  name: FACTS.name,
  /** The public origin (see siteUrlFrom). */
  url: siteUrlFrom(import.meta.env),
  phone: FACTS.phone.value,
  email: FACTS.email.value,
  /** Digits only, with the country code (for wa.me links). */
  whatsapp: FACTS.whatsapp.value,
  /** The WhatsApp number as shown: +852 5188 6120. */
  whatsappShown: shownNumber(FACTS.whatsapp.value),
  /** The office's line travellers call during a trip (My departure). */
  tripLine: FACTS.tripLine.value,
  licence: FACTS.licence.value,
  /** The hours within which an enquiry is answered: the values every "we will reply within …" string is given. */
  reply: { replyHours: FACTS.replyHours.value },
  /** Whether travel insurance is required or strongly advised. */
  travelInsurance: FACTS.travelInsurance.value,
  /** When the tours' ratings were counted, from how many feedback forms, where the tally is, and how many travellers so far. */
  ratings: {
    asOf: FACTS.ratings.asOf,
    travellers: FACTS.ratings.travellers,
    forms: FACTS.ratings.forms,
    /** Where the tally is published; undefined until the agency confirms a real address, so nothing links to a sample. */
    source: linkableAddress(FACTS.ratings.source, FACTS.ratings.confirmed),
  },
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
  return text ? `${chat}?text=${encodeURIComponent(text)}` : chat;
}

/** A page's link-preview picture: a fixed page's key or a tour's id (scripts/build/share-images.ts). */
export const shareImagePath = (name: string) => `/share/${name}.png`;
