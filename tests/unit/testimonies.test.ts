// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readEntry } from '../../scripts/content/entries';
import { LANGS } from '../../src/config/languages';
import { BLOG_POSTS } from '../../src/content/blog';
import { loadTrust, newestTestimonies, TESTIMONIES_SHOWN, type Testimony } from '../../src/content/trust';

describe.each(LANGS)('testimonies in %s', (lang) => {
  it('are the articles that quote a traveller, with the article’s own author, date and tour', async () => {
    const quoting = BLOG_POSTS.map((post) => readEntry(`blog/${post.id}`, lang)).filter(
      (article) => article.quote && article.quoteBy,
    );
    expect(quoting.length).toBeGreaterThan(0);
    const testimonies = (await loadTrust(lang)).testimonies;
    expect(testimonies.map(({ id }) => id).sort()).toEqual(quoting.map(({ id }) => id).sort());
    for (const article of quoting)
      expect(testimonies.find(({ id }) => id === article.id)).toEqual({
        id: article.id,
        author: article.author,
        tour: article.tour,
        published: article.published,
        quote: article.quote,
        quoteBy: article.quoteBy,
      });
  });
});

describe('a page quotes', () => {
  const testimony = (id: string, published: string): Testimony => ({
    id,
    published,
    author: id,
    tour: 'sinai-adventure',
    quote: id,
    quoteBy: id,
  });

  it('every testimony while there are few, in order', () => {
    const few = Array.from({ length: TESTIMONIES_SHOWN }, (_, n) => testimony(`t${n}`, `2025-01-0${n + 1}`));
    expect(newestTestimonies(few)).toEqual(few);
  });

  it('only the newest past that, still in order', () => {
    const many = Array.from({ length: 40 }, (_, n) =>
      testimony(`t${n}`, `2025-${String((n % 12) + 1).padStart(2, '0')}-01`),
    );
    const shown = newestTestimonies(many);
    expect(shown).toHaveLength(TESTIMONIES_SHOWN);
    const oldestShown = shown.map(({ published }) => published).sort()[0] ?? '';
    for (const left of many.filter((each) => !shown.includes(each))) expect(left.published <= oldestShown).toBe(true);
    expect(shown).toEqual(many.filter((each) => shown.includes(each)));
  });
});
