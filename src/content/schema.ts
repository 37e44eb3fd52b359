import * as v from 'valibot';

/** The content model as a schema, so a missing field or language fails the unit tests, not a visitor. */
const text = v.pipe(v.string(), v.trim(), v.nonEmpty());
const titled = v.object({ title: text, text });
const four = <T extends v.GenericSchema>(item: T) => v.tuple([item, item, item, item]);

export const itineraryDaySchema = v.object({
  day: v.pipe(v.number(), v.integer(), v.minValue(1)),
  title: text,
  description: text,
  biblicalText: v.optional(v.string()),
  reference: v.optional(v.string()),
  images: v.pipe(v.array(text), v.minLength(1), v.maxLength(2)),
});

export const tourTextSchema = v.object({
  name: text,
  location: text,
  description: text,
  highlights: four(text),
  heroTitle: text,
  heroSubtitle: text,
  whyHeading: text,
  why: four(titled),
  days: v.array(itineraryDaySchema),
  essentials: v.tuple([titled, titled, titled]),
  notices: v.optional(v.array(titled)),
  safety: v.optional(four(titled)),
  ctaTitle: text,
  ctaText: text,
  seoTitle: text,
  seoDescription: text,
  keywords: text,
});

export const blogArticleSchema = v.object({
  tab: text,
  title: text,
  subtitle: text,
  author: text,
  date: text,
  publishedDate: v.pipe(v.string(), v.isoDate()),
  description: text,
  keywords: text,
  body: text,
  ctaTitle: text,
  ctaText: text,
});

export const privacyPolicySchema = v.object({
  title: text,
  lastUpdated: text,
  intro: text,
  sections: v.pipe(v.array(v.object({ title: text, html: text })), v.length(7)),
  footerNote: text,
});

export const termsSchema = v.object({ ...privacyPolicySchema.entries, sections: v.array(v.object({ title: text, html: text })) });

export const homeTextSchema = v.object({
  heroTitle: text,
  heroSubtitle: text,
  features: v.tuple([titled, titled, titled]),
  visionTitle: text,
  vision: text,
  bannerCaption: text,
  destinationsTitle: text,
  destinationsIntro: text,
  aboutTitle: text,
  story: text,
  values: v.pipe(v.array(titled), v.minLength(1)),
  servicesTitle: text,
  servicesIntro: text,
  services: v.pipe(v.array(titled), v.length(10)),
  contactTitle: text,
  contactIntro: text,
});
