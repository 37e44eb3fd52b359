import * as v from 'valibot';
import { ADDRESS_FIELDS } from '../config/languages.ts';
import { eachNameForm } from './fields.ts';

/** Days of the week, as the editor lists them (stored in English, shown in each language's own words). */
export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

// Each field's `v.title` and `v.description` are the label and hint the editor shows (scripts/cms/site-facts.ts).

const CONFIRMED_HINT =
  'Changes show on the site whether or not this is ticked. Tick it once the agency has checked the value is its real one: the launch checklist lists every fact still unticked.';
const confirmed = v.pipe(v.boolean(), v.title('Checked by the agency'), v.description(CONFIRMED_HINT));

/** A fact the agency must confirm before going live: `confirmed` stays false while the value is a sample. */
const confirmable = <T extends v.GenericSchema>(value: T, label: string, hint: string) =>
  v.pipe(v.object({ value, confirmed }), v.title(label), v.description(hint));
const text = v.pipe(v.string('must be text'), v.trim(), v.nonEmpty('must not be empty'));
const time = (label: string) =>
  v.pipe(v.string(), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time like 09:30 or 18:00'), v.title(label));

/** The agency's stance on travel insurance: every sentence about it is worded from this (locales: stance.insurance.*). */
export const INSURANCE_STANCES = ['required', 'strongly-advised'] as const;
export type InsuranceStance = (typeof INSURANCE_STANCES)[number];

/** src/content/site.json: the agency's facts shown across the site (checked by the build and `check:launch`). */
export const siteFactsSchema = v.object({
  /** The name enquiry e-mails come from. */
  name: v.pipe(text, v.title('Agency name'), v.description('The name enquiry e-mails come from')),
  /** The public address the site is deployed at, unless VITE_SITE_URL gives it at build time. */
  siteUrl: confirmable(
    v.pipe(v.string(), v.url('must be a web address such as https://www.example.org'), v.title('Web address')),
    'Website address',
    'Where the site is published, e.g. https://www.pilgrim-journeys.hk',
  ),
  phone: confirmable(
    v.pipe(text, v.regex(/^\+?[\d ]+$/, 'must be a phone number like +852 1234 5678'), v.title('Phone number')),
    'Office phone',
    'The number visitors call, written as it should appear, e.g. +852 2388 6120',
  ),
  /** In international format, digits only (for wa.me links); shown formatted (+852 5188 6120). */
  whatsapp: confirmable(
    v.pipe(
      v.string(),
      v.regex(/^\d{8,15}$/, 'must be digits only, with the country code'),
      v.title('WhatsApp number (digits only)'),
    ),
    'WhatsApp',
    'The mobile number that answers WhatsApp: digits only, starting with the country code, e.g. 85251886120',
  ),
  /** Answered day and night while a group travels: shown to travellers on every tour page (My departure). */
  tripLine: confirmable(
    v.pipe(
      text,
      v.regex(/^\+\d[\d ]{7,18}$/, 'must be a phone number with its country code, like +852 9188 6120'),
      v.title('24-hour number'),
    ),
    '24-hour line for travellers on a trip',
    'The number travellers call or WhatsApp at any hour during their trip, written as it should appear, with the country code, e.g. +852 9188 6120',
  ),
  email: confirmable(
    v.pipe(v.string(), v.email('must be an e-mail address'), v.title('E-mail address')),
    'E-mail',
    'The address visitors write to, e.g. info@pilgrim-journeys.hk',
  ),
  /** The office's address: English, and Traditional Chinese (the Simplified pages convert it). */
  streetAddress: v.pipe(
    v.object({
      ...eachNameForm((form) =>
        v.pipe(text, v.title(ADDRESS_FIELDS[form].title), v.description(ADDRESS_FIELDS[form].hint)),
      ).entries,
      confirmed,
    }),
    v.title('Office address'), v.description('Shown on the contact section, the privacy policy and to search engines'),
  ),
  /** The days and hours the office is open: shown in each language's own style, and to search engines. */
  officeHours: v.pipe(
    v.object({
      days: v.pipe(
        v.array(v.picklist(WEEKDAYS)),
        v.minLength(1, 'must have at least one day'),
        v.title('Days the office is open'), v.description('Pick each day, e.g. Monday to Friday'),
      ),
      open: time('Office opens at (24-hour time, e.g. 10:00)'),
      close: time('Office closes at (24-hour time, e.g. 18:00)'),
      confirmed,
    }),
    v.check(({ open, close }) => open < close, 'the office must close after it opens (24-hour times)'),
    v.title('Opening hours'), v.description('Every page shows them, written the way each language does'),
  ),
  /** How soon an enquiry is answered: every "we will reply within …" says it from this. */
  replyHours: confirmable(
    v.pipe(
      v.number('must be a number'),
      v.integer('must be a whole number of hours'),
      v.minValue(1),
      v.title('Hours'),
    ),
    'Reply to an enquiry within',
    'The hours within which the office answers an enquiry, e.g. 24: the forms, tour pages, articles and home page all say it from this',
  ),
  /** The Travel Industry Authority licence number. */
  licence: confirmable(
    v.pipe(text, v.title('Licence number')),
    'Travel agent licence',
    'The number on the Travel Industry Authority licence, e.g. 354000',
  ),
  travelInsurance: confirmable(
    v.pipe(v.picklist(INSURANCE_STANCES, 'must be required or strongly-advised'), v.title('Travel insurance is')),
    'Travel insurance',
    'Whether every traveller must buy travel insurance or is strongly advised to: the tour pages, questions, terms and articles all say it from this choice',
  ),
  /**
   * The travellers' ratings: each tour's `rating` is the average of the feedback forms its travellers returned; the
   * home page shows the average over the tours (src/content/ratings.ts), counted up to `asOf`.
   */
  ratings: v.pipe(
    v.object({
      asOf: v.pipe(
        v.string(),
        v.isoDate('must be a date like 2026-10-31'),
        v.title('Ratings counted up to (date)'),
        v.description('The day the tours’ ratings were last worked out from the feedback forms, e.g. 2026-10-31'),
      ),
      travellers: v.pipe(
        v.number('must be a number'),
        v.integer('must be a whole number'),
        v.minValue(1),
        v.title('Travellers so far'),
        v.description('How many travellers have travelled with the agency, e.g. 3000: the home page says “3,000+”'),
      ),
      forms: v.pipe(
        v.number('must be a number'),
        v.integer('must be a whole number'),
        v.minValue(1),
        v.title('Feedback forms counted'),
        v.description('How many returned feedback forms the ratings are worked out from, e.g. 412'),
      ),
      source: v.pipe(
        v.string(),
        v.url('must be a web address such as https://www.example.org/feedback'),
        v.title('Where the tally is published'),
        v.description('The page or file where readers can see the feedback forms’ tally: the rating links to it'),
      ),
      confirmed,
    }),
    v.title('Travellers’ ratings'),
    v.description('Where the ratings come from: each tour’s rating is set on the tour; the home page shows their average'),
  ),
  logo: v.pipe(text, v.title('Logo picture'), v.description('Shown to search engines; leave as it is unless the logo changes')),
  /** Hong Kong dollars to the US dollar (the linked rate): US$ prices show an approximate HK$ amount beside them. */
  hkdPerUsd: v.pipe(
    v.number('must be a number'),
    v.minValue(1),
    v.title('Hong Kong dollars to one US dollar'), v.description('Prices in US$ show about this many HK$ beside them, e.g. 7.8'),
  ),
});

export type SiteFacts = v.InferOutput<typeof siteFactsSchema>;
