import * as v from 'valibot';
import { image, lang, markdownBody, text, titled } from '../fields.ts';

export const homeFactsSchema = v.object({
  id: v.string(),
  /** The wide picture under the vision. */
  banner: image,
  /** The pictures stacked under the destinations. */
  gallery: v.array(image),
});

const homeWords = v.object({
  heroTitle: text,
  heroSubtitle: text,
  features: v.tuple([titled, titled, titled]),
  bannerCaption: text,
  /** The place each full-width picture shows (banner and gallery), named in its caption. */
  places: v.record(v.string(), text),
  destinationsTitle: text,
  destinationsIntro: text,
  values: v.pipe(v.array(titled), v.minLength(1)),
  servicesTitle: text,
  servicesIntro: text,
  /** Ten, in the order of SERVICE_IDS (src/features/enquiry/core/fields.ts). */
  services: v.pipe(v.array(titled), v.length(10, 'must list the ten services')),
  contactTitle: text,
  contactIntro: text,
});

/** The home page: the body's two `## ` sections are the vision and the agency's story. */
export const homeSchema = v.pipe(
  v.object({ lang, facts: homeFactsSchema, words: homeWords, body: markdownBody }),
  v.forward(
    v.check(({ body }) => body.sections.length === 2, 'needs two "## " sections: the vision, then the story'),
    ['body', 'sections'],
  ),
  v.forward(
    v.check(
      ({ facts, words }) => [facts.banner, ...facts.gallery].every((name) => words.places[name]),
      'needs a place named under `places` for the banner and every gallery picture',
    ),
    ['words', 'places'],
  ),
  v.transform(({ facts, words, body }) => {
    const [vision, story] = body.sections;
    return {
      ...words,
      banner: facts.banner,
      gallery: facts.gallery,
      visionTitle: vision?.title ?? '',
      visionHtml: vision?.html ?? '',
      aboutTitle: story?.title ?? '',
      storyHtml: story?.html ?? '',
    };
  }),
);

export type HomeText = v.InferOutput<typeof homeSchema>;
