import * as v from 'valibot';
import { formatDate } from '../../config/formats.ts';
import { nameFormOf } from '../../config/languages.ts';
import { image, isoDate, lang, markdownBody, names, order, text } from '../fields.ts';
import { CURRENCIES } from '../tours/schema.ts';
import { readingMinutes } from './reading-time.ts';

export const BLOG_CATEGORIES = ['archaeology', 'conservation', 'pilgrimage', 'adventure', 'testimony', 'news'] as const;

/** blog/<id>/index.en.md front matter (with the English words): what is the same in every language. */
export const blogFactsSchema = v.object({
  id: v.pipe(v.string(), v.regex(/^[a-z0-9-]+$/, 'folder name must be lower-case letters, digits and dashes')),
  order,
  category: v.picklist(BLOG_CATEGORIES, `must be one of ${BLOG_CATEGORIES.join(', ')}`),
  featured: v.optional(v.boolean('must be true or false')),
  published: isoDate,
  /** The day a time-bound claim in the article (an event, an offer, "this year") stops being true: check:launch fails after it. */
  lapses: v.optional(isoDate),
  /** The author's name as English and Chinese readers know it (Simplified is derived). */
  author: names,
  /** The picture at the top of the article. */
  image,
  /** Sums of money the article quotes (a parcel's postage): each written in the text as `{name}`, in the reader's style. */
  amounts: v.optional(
    v.array(
      v.object({
        name: v.pipe(v.string(), v.regex(/^[a-zA-Z]\w*$/, 'must be one word, e.g. parcel: the text writes it as {parcel}')),
        amount: v.pipe(v.number('must be an amount, e.g. 200'), v.minValue(0)),
        currency: v.picklist(CURRENCIES),
      }),
    ),
  ),
  /** The tour the article is about, if any: the article then ends with that tour's card. */
  tour: v.optional(v.pipe(v.string(), v.regex(/^[a-z0-9-]+$/, 'must name a tour folder in src/content/tours'))),
});

/** blog/<id>/index.<lang>.md front matter: the words; the Markdown body is the article. */
const blogWords = v.object({
  tab: text,
  title: text,
  /** Optional, so a short notice needs only a tab, a title and its text. */
  subtitle: v.optional(text),
  /** For search results; without it, the subtitle or the article's opening words. */
  description: v.optional(text),
  keywords: v.optional(text),
  /** What the article's picture shows, read aloud in its place to a reader who cannot see it (its `alt`). */
  imageAlt: v.optional(text),
  /** The box at the end of the article, above its contact button. */
  ctaTitle: v.optional(text),
  ctaText: v.optional(text),
  /** A testimony's words shown on the home and tour pages, copied exactly from the article, and who said them. */
  quote: v.optional(text),
  quoteBy: v.optional(text),
});

/** An article's first sentence, or its first 160 characters: what a search result shows when no description is written. */
function openingWords(text: string): string {
  const sentence = /^.+?[.!?。！？](?=\s|$)/su.exec(text.trim())?.[0] ?? text.trim();
  return sentence.length <= 160 ? sentence : `${sentence.slice(0, 159).trimEnd()}…`;
}

export const blogSchema = v.pipe(
  v.object({ lang, facts: blogFactsSchema, words: blogWords, body: markdownBody }),
  v.transform(({ lang: language, facts, words, body }) => {
    const chapters = [body.lead, ...body.sections].filter((chapter) => chapter.title || chapter.html);
    return {
      ...facts,
      ...words,
      description: words.description ?? words.subtitle ?? openingWords(chapters[0]?.text ?? words.title),
      keywords: words.keywords ?? '',
      author: facts.author[nameFormOf(language)],
      date: formatDate(facts.published, language),
      readingMinutes: readingMinutes(chapters.map((chapter) => `${chapter.title}\n${chapter.text}`).join('\n'), language),
      chapters: chapters.map(({ title, html }) => ({ title, html })),
    };
  }),
);

export type BlogFacts = v.InferOutput<typeof blogFactsSchema>;
export type BlogArticle = v.InferOutput<typeof blogSchema>;
export type BlogCategory = BlogFacts['category'];

/** What the tabs, the blog's index and the related articles need of every article; the rest stays in its own chunk. */
export const BLOG_META_FIELDS = ['tab', 'title', 'readingMinutes'] as const;
export type BlogMeta = Pick<BlogArticle, (typeof BLOG_META_FIELDS)[number]>;

/** An article's words a testimony needs (most articles have no quote); its date and tour are in its facts. */
export const TESTIMONY_FIELDS = ['author', 'quote', 'quoteBy'] as const;
export type Quotable = Pick<BlogArticle, (typeof TESTIMONY_FIELDS)[number]>;
