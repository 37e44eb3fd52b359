import { readFileSync } from 'node:fs';
import { LANGS, LANGUAGES } from '../../src/config/languages.ts';
import { factInWords } from '../content/facts/words.ts';
import { FACTS_MARK } from './fact-hints.ts';

/** A field's words in the editor: its label, and a hint under it where the label alone is not enough. */
interface Words {
  label: string;
  hint?: string;
  /** In a list of lines: each line's own label. */
  one?: string;
}

/** Beside a field whose words may hold a fact written in braces: scripts/cms/fact-hints.ts says what each becomes. */
const FACTS_IN_BRACES = FACTS_MARK;

/** A field per language (an address's `{ en, hk, cn }`) by the language's name; a converted one may stay empty. */
const LANGUAGE_FIELDS = Object.fromEntries(
  LANGS.map((lang) => {
    const { menuName, convertedFrom } = LANGUAGES[lang];
    const fallback =
      convertedFrom && ` (leave empty to use the ${LANGUAGES[convertedFrom].menuName} address, converted)`;
    return [lang, { label: `${menuName}${fallback || ''}` }];
  }),
);

/** Each field's label and hint by name, where its camel-case split ("Hkd per usd") would not be plain English. */
const WORDS: Record<string, Words> = {
  ...LANGUAGE_FIELDS,
  a: { label: 'Answer', hint: FACTS_IN_BRACES },
  amounts: {
    label: 'Sums of money in the text',
    one: 'Sum of money',
    hint: 'Each sum is written in the text as its one-word name in braces, e.g. {parcel}, and shows in the reader’s currency style.',
  },
  balanceDueDays: { label: 'Balance due (days before departure)' },
  body: {
    label: 'Text',
    hint: `One heading per section: choose “Heading 2” in the text’s toolbar. ${FACTS_IN_BRACES}`,
  },
  bio: { label: 'About them' },
  brochure: { label: 'Brochure link', hint: 'The web address of the brochure (PDF) on the file-sharing service.' },
  by: { label: 'Given by' },
  campNights: {
    label: 'Nights at the desert camp',
    hint: 'Of all the tour’s nights; the text says it as {campNights}.',
  },
  categories: { label: 'Kinds of tour' },
  ctaText: { label: 'Closing box: text' },
  ctaTitle: { label: 'Closing box: title' },
  confirmed: {
    label: 'Checked by the agency',
    hint: 'Tick once the agency has checked this is the real value: the launch checklist lists it until then.',
  },
  currency: { label: 'Currency of the prices' },
  'route.days': {
    label: 'Days spent here',
    one: 'Day number',
    hint: 'The itinerary day numbers at this stop, e.g. 2 and 3: the map and the day list show them.',
  },
  days: {
    label: 'Itinerary days: pictures',
    one: 'Day',
    hint: 'One line per day, in order; each day’s words are a section of the Text.',
  },
  essentials: { label: 'Three boxes: the tour, fitness, safety', one: 'Box' },
  excluded: { label: 'Not included in the price', one: 'Not included', hint: FACTS_IN_BRACES },
  guide: {
    label: 'Local guide during the trip',
    hint: 'The number travellers call or WhatsApp on the trip, shown on the tour page under “My departure”.',
  },
  heroSubtitle: { label: 'Line under the title' },
  highlights: { label: 'Highlights (four)', one: 'Highlight' },
  included: { label: 'Included in the price', one: 'Included', hint: FACTS_IN_BRACES },
  location: { label: 'Where' },
  notices: { label: 'Notices', one: 'Notice' },
  packing: {
    label: 'Packing list for travellers',
    one: 'Thing to bring',
    hint: 'One thing a line, in the same order in every language: a traveller’s ticks are kept by line.',
  },
  paymentNote: { label: 'Payment note', hint: FACTS_IN_BRACES },
  text: { label: 'Text', hint: FACTS_IN_BRACES },
  route: { label: 'Route map: the places, in order', one: 'Place' },
  safety: { label: 'Safety (four boxes)', one: 'Box' },
  slug: {
    label: 'Page address',
    hint: 'The last part of the page’s web address, different from every other page, e.g. turkey-autumn-tour (English) or 土耳其秋季之旅 (Chinese). Changing it breaks links already shared.',
  },
  why: { label: 'Four reasons to go', one: 'Reason' },
  whyHeading: { label: 'Heading above the four reasons' },
  departures: {
    label: 'Departures',
    one: 'Departure',
    hint: 'Each date the tour leaves on, with its price and how full it is. A copied tour starts with none: add its own.',
  },
  features: { label: 'Features', one: 'Feature' },
  values: { label: 'Values', one: 'Value' },
  services: { label: 'Services', one: 'Service' },
  pictures: { label: 'Photos', one: 'Photo' },
  terms: { label: 'Terms', one: 'Term' },
  tours: { label: 'Tours', one: 'Tour' },
  demand: { label: 'How demanding', hint: '1 = easy, 5 = strenuous.' },
  mountain: {
    label: 'Mount Sinai (Jabal al-Lawz): the group',
    hint: 'Only for a tour that goes to the mountain: the group climbs it, or views it from the permitted areas at its base, and the page and its questions say it from this choice. Leave it empty on any other tour: its page says nothing about the mountain.',
  },
  escort: {
    label: 'Who travels with the group',
    hint: `The page says it from this choice: in "Safety", in what is included, and wherever the text says {escortSentence} (${factInWords('escortSentence')}) or {escortNote} (${factInWords('escortNote')}).`,
  },
  editIn: { label: 'Where to change the words' },
  example: { label: 'Sample departures', hint: 'Ticked while the dates and prices are examples, not real ones.' },
  faq: { label: 'Questions and answers', one: 'Question' },
  groupSize: { label: 'Group size' },
  hero: { label: 'Wide picture at the top', hint: 'The name of a picture in the images folder.' },
  hkdPerUsd: { label: 'Hong Kong dollars to one US dollar', hint: 'US$ prices show about this many HK$ beside them.' },
  hongKong: { label: 'Hong Kong wording (Simplified characters, as OpenCC leaves it)' },
  image: { label: 'Picture', hint: 'The name of a picture in the images folder, e.g. desert-camp.' },
  imageAlt: {
    label: 'Picture: what it shows',
    hint: 'A short sentence read aloud in the picture’s place to a reader who cannot see it, e.g. “Pilgrims climbing the path at dawn”. Leave it empty only when the picture is decoration.',
  },
  images: { label: 'Pictures', hint: 'The names of one or two pictures in the images folder.' },
  item: { label: 'Line' },
  label: { label: 'Place name beside the dot' },
  lat: { label: 'Map position: north (latitude)', hint: 'Degrees north, e.g. 28.38.' },
  lon: { label: 'Map position: east (longitude)', hint: 'Degrees east, e.g. 35.02.' },
  mainland: { label: 'Mainland wording (the same word: kept whole)' },
  order: {
    label: 'Place in the list',
    hint: 'Where it comes in the lists on the site: 1 comes before 2. A new or copied entry starts at the end (a news post at the top).',
  },
  place: { label: 'Place (short name)', hint: 'Lower-case letters, digits and hyphens, e.g. tabuk.' },
  places: { label: 'Place names' },
  price: { label: 'Price' },
  published: { label: 'Published', hint: 'Day/month/year, e.g. 22/11/2027.' },
  lapses: {
    label: 'Out of date after',
    hint: 'Only for an article that speaks of an event, an offer or "this year": the day its words stop being true. The launch check fails once it has passed, until the words are rewritten.',
  },
  q: { label: 'Question' },
  quoteBy: { label: 'Quote: who said it' },
  rating: { label: 'Rating (0 to 5)' },
  seoDescription: { label: 'Search results: description' },
  seoTitle: { label: 'Search results: title' },
  siteUrl: { label: 'Site address' },
  start: { label: 'Departure date', hint: 'Day/month/year, e.g. 22/11/2027.' },
  tab: { label: 'Tab', hint: 'The short name on the blog page tabs; the page address is made from it.' },
  tour: { label: 'Tour' },
  whatsapp: { label: 'WhatsApp number', hint: 'Digits only, with the country code, e.g. 85212345678.' },
};

/** The Traditional Chinese beside a translated field's label ("Title · 標題"). */
const CHINESE: Record<string, string> = {
  bio: '簡介',
  body: '內文',
  by: '頒發機構',
  ctaText: '結尾框：內文',
  ctaTitle: '結尾框：標題',
  description: '簡介',
  essentials: '三個資料框',
  excluded: '費用不包括',
  faq: '問與答',
  heroSubtitle: '標題下的一句',
  highlights: '亮點',
  included: '費用包括',
  location: '地點',
  notices: '注意事項',
  packing: '行李清單',
  paymentNote: '付款備註',
  safety: '安全須知',
  seoDescription: '搜尋結果：簡介',
  seoTitle: '搜尋結果：標題',
  slug: '網址',
  why: '四個理由',
  whyHeading: '四個理由的標題',
  keywords: '關鍵字',
  imageAlt: '圖片說明',
  name: '名稱',
  quote: '引言',
  quoteBy: '引言出處',
  role: '職責',
  subtitle: '副標題',
  tab: '分頁標籤',
  title: '標題',
};

/** "balanceDueDays" → "Balance due days". */
const split = (name: string) =>
  name
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/^./, (first) => first.toUpperCase())
    .replace(/ ([A-Z])/g, (_, c: string) => ` ${c.toLowerCase()}`);

/** A field's words by its path ("route.days"), else by its name ("days"). */
export const wordsFor = (path: string): Words => {
  const name = path.split('.').at(-1) ?? path;
  return WORDS[path] ?? WORDS[name] ?? { label: split(name) };
};

/** A translated field's label with its Chinese ("Title · 標題"), when there is one. */
export const bilingualLabel = (name: string, label: string) => (CHINESE[name] ? `${label} · ${CHINESE[name]}` : label);

const SITE_WORDS = JSON.parse(readFileSync(new URL('../../locales/en.json', import.meta.url), 'utf8')) as Record<
  string,
  string
>;

/** Where the site's own English words for a field's choices are (locales/en.json). */
const CHOICE_KEYS: Record<string, string> = {
  status: 'tour.status.',
  categories: 'listing.category.',
  category: 'blog.category.',
};

const CHOICE_WORDS: Record<string, Record<string, string>> = {
  currency: { USD: 'US dollars (US$)', HKD: 'Hong Kong dollars (HK$)', EUR: 'Euros (€)', GBP: 'Pounds (£)' },
  team: { leader: 'Tour leader', pastoral: 'Pastor' },
  mountain: { climb: 'Climbs the mountain', base: 'Views it from its base' },
  escort: { 'tour-leader': 'A tour leader from Hong Kong, with local guides', 'local-guides': 'Local guides only' },
  label: { left: 'Left of the dot', right: 'Right of the dot', above: 'Above the dot', below: 'Below the dot' },
};

/** A select's options by their words ("Few places left"), each stored as its code (few-left). */
export function choicesFor(name: string, values: readonly string[]) {
  return values.map((value) => ({
    label:
      CHOICE_WORDS[name]?.[value] ??
      SITE_WORDS[`${CHOICE_KEYS[name] ?? ''}${value}`] ??
      split(value.replaceAll('-', ' ')),
    value,
  }));
}
