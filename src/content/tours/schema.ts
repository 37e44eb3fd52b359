import * as v from 'valibot';
import { four, image, lang, markdownBody, order, text, titled } from '../fields';

/** A tour's folder name: its id, and the unprefixed address that redirects to its page (`/turkey-tour`). */
export const tourId = v.pipe(
  v.string(),
  v.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'a tour folder is named in lower-case letters, digits and hyphens'),
);

/** A page's last address segment: no slash, no question mark or hash, no spaces. */
const slug = v.pipe(text, v.regex(/^[^/?#\s%]+$/, 'must be one address segment (no /, ?, #, % or spaces)'));

/** tours/<id>/slugs.yaml: the page's address in each language; cn, when left out, is hk in Simplified. */
export const tourSlugsSchema = v.object({ en: slug, hk: slug, cn: v.optional(slug) });

/** tours/<id>/facts.yaml: what is the same in every language. */
export const tourFactsSchema = v.pipe(
  v.object({
    id: tourId,
    order,
    rating: v.pipe(v.number('must be a number'), v.minValue(0), v.maxValue(5)),
    /** The card's picture (home, listing). */
    image,
    /** The tour page's wide picture: not one of the days' pictures, which the same page shows again. */
    hero: image,
    /** PLACEHOLDER: the brochure on the agency's file-sharing service. */
    brochure: v.pipe(v.string(), v.url('must be a web address')),
    /** One entry per itinerary day, in order; the day's words are its `## ` section in each language file. */
    days: v.pipe(
      v.array(v.object({ images: v.pipe(v.array(image), v.minLength(1), v.maxLength(2)) })),
      v.minLength(1),
    ),
  }),
  v.forward(
    v.check(
      ({ hero, days }) => days.every((day) => !day.images.includes(hero)),
      'must not be a picture one of the days shows: the page would show it twice',
    ),
    ['hero'],
  ),
  v.forward(
    v.check(({ days }) => {
      const pictures = days.flatMap((day) => day.images);
      return new Set(pictures).size === pictures.length;
    }, 'must not show the same picture on two days'),
    ['days'],
  ),
  v.transform((facts) => ({ ...facts, durationDays: facts.days.length })),
);

/** tours/<id>/<lang>.md front matter: the words. */
const tourWords = v.object({
  name: text,
  location: text,
  /** One or two sentences for cards. */
  description: text,
  highlights: four(text),
  heroSubtitle: text,
  whyHeading: text,
  why: four(titled),
  /** Tour nature, physical requirements, safety. */
  essentials: v.tuple([titled, titled, titled]),
  notices: v.optional(v.array(titled)),
  safety: v.optional(four(titled)),
  ctaTitle: text,
  ctaText: text,
  seoTitle: text,
  seoDescription: text,
  keywords: text,
});

export const tourSchema = v.pipe(
  v.object({ lang, facts: tourFactsSchema, words: tourWords, body: markdownBody }),
  v.forward(
    v.check(
      ({ facts, body }) => body.sections.length === facts.days.length,
      'needs one "## " section per day listed in facts.yaml',
    ),
    ['body', 'sections'],
  ),
  v.transform(({ facts, words, body }) => ({
    ...facts,
    ...words,
    days: body.sections.map((section, index) => ({
      day: index + 1,
      title: section.title,
      html: section.html,
      verse: section.quote,
      images: facts.days[index]?.images ?? [],
    })),
  })),
);

export type TourFacts = v.InferOutput<typeof tourFactsSchema>;
export type Tour = v.InferOutput<typeof tourSchema>;
export type ItineraryDay = Tour['days'][number];
