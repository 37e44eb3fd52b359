// @vitest-environment node
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { LANGS } from '../../src/config/routes';
import { BLOG_IDS, blogArticles } from '../../src/content/blog';
import { readingMinutes } from '../../src/content/blog/reading-time';
import { homeText } from '../../src/content/home';
import { imageUrl } from '../../src/content/images';
import {
  blogArticleSchema,
  homeTextSchema,
  privacyPolicySchema,
  termsSchema,
  tourTextSchema,
} from '../../src/content/schema';
import { TOUR_CARDS, tourText } from '../../src/content/tours';

const policies = import.meta.glob<{ default: unknown }>('../../src/content/policy/*.ts');
const terms = import.meta.glob<{ default: unknown }>('../../src/content/terms/*.ts');
const DAYS = { 'sinai-adventure': 8, 'sinai-dubai': 8, 'turkey-tour': 10 } as const;

function expectValid(schema: v.GenericSchema, value: unknown) {
  const result = v.safeParse(schema, value);
  expect(result.issues?.map((issue) => `${v.getDotPath(issue)}: ${issue.message}`) ?? []).toEqual([]);
}

describe.each(LANGS)('content in %s', (lang) => {
  it.each(TOUR_CARDS.map((card) => card.id))(
    'tour %s is complete, with its days in order and real artwork',
    async (id) => {
      const tour = await tourText[id].load(lang);
      expectValid(tourTextSchema, tour);
      expect(tour.days.map((day) => day.day)).toEqual(Array.from({ length: DAYS[id] }, (_, index) => index + 1));
      for (const name of tour.days.flatMap((day) => day.images)) expect(() => imageUrl(name)).not.toThrow();
    },
  );

  it.each(BLOG_IDS)('blog article %s is complete and of real length (5+ minutes to read)', async (id) => {
    const article = await blogArticles[id].load(lang);
    expectValid(blogArticleSchema, article);
    expect(readingMinutes(article.body, lang)).toBeGreaterThanOrEqual(5);
  });

  it('the home page and the privacy policy are complete', async () => {
    expectValid(homeTextSchema, await homeText.load(lang));
    const policy = policies[`../../src/content/policy/${lang}.ts`];
    expect(policy, `policy/${lang}.ts`).toBeDefined();
    expectValid(privacyPolicySchema, (await policy?.())?.default);
  });

  it('the terms and conditions are complete', async () => {
    const document = terms[`../../src/content/terms/${lang}.ts`];
    expect(document, `terms/${lang}.ts`).toBeDefined();
    expectValid(termsSchema, (await document?.())?.default);
  });
});
