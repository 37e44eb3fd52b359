import * as v from 'valibot';

/** A fact the agency must confirm before going live: `confirmed` stays false while the value is a sample. */
const confirmable = <T extends v.GenericSchema>(value: T) => v.object({ value, confirmed: v.boolean() });
const text = v.pipe(v.string('must be text'), v.trim(), v.nonEmpty('must not be empty'));
const time = v.pipe(v.string(), v.regex(/^\d\d:\d\d$/, 'must be a time like 09:30'));

/** src/content/site.json: the agency's facts shown across the site (checked by the build and `check:launch`). */
export const siteFactsSchema = v.object({
  /** The name enquiry e-mails come from. */
  name: text,
  /** The public address the site is deployed at, unless VITE_SITE_URL gives it at build time. */
  siteUrl: confirmable(v.pipe(v.string(), v.url('must be a web address such as https://www.example.org'))),
  phone: confirmable(v.pipe(text, v.regex(/^\+?[\d ]+$/, 'must be a phone number like +852 1234 5678'))),
  email: confirmable(v.pipe(v.string(), v.email('must be an e-mail address'))),
  /** In international format, digits only (for wa.me links). */
  whatsapp: confirmable(v.pipe(v.string(), v.regex(/^\d{8,15}$/, 'must be digits only, with the country code'))),
  /** The Travel Industry Authority licence number. */
  licence: confirmable(text),
  /** The words are per language (locales/), so only whether they are confirmed is kept here. */
  streetAddress: v.object({ confirmed: v.boolean(), editIn: text }),
  /** In schema.org's notation (days Mo, Tu, We, Th, Fr, Sa, Su). */
  officeHours: v.object({ days: text, open: time, close: time }),
  logo: text,
  /** Hong Kong dollars to the US dollar (the linked rate): US$ prices show an approximate HK$ amount beside them. */
  hkdPerUsd: v.pipe(v.number('must be a number'), v.minValue(1)),
});

export type SiteFacts = v.InferOutput<typeof siteFactsSchema>;
