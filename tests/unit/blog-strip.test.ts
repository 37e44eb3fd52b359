// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { BLOG_POSTS, type BlogFacts } from '../../src/content/blog';
import { STRIP_CAP, stripPosts } from '../../src/features/blog/strip-posts';

/** The blog grown to `count` articles the way the growth bench grows it: copies of the articles, added in order. */
function grown(count: number): BlogFacts[] {
  return Array.from({ length: count }, (_, n) => {
    const source = BLOG_POSTS[n % BLOG_POSTS.length] as BlogFacts;
    return n < BLOG_POSTS.length ? source : { ...source, id: `${source.id}-${n}`, order: n + 1 };
  });
}

const ids = (posts: { id: string }[]) => posts.map((post) => post.id);
const first = (posts: BlogFacts[]) => posts.slice(0, STRIP_CAP);

describe('the blog order', () => {
  it('is the order field, which the content numbers newest first', () => {
    const orders = BLOG_POSTS.map((post) => post.order);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    const dates = BLOG_POSTS.map((post) => post.published);
    expect(dates).toEqual([...dates].sort().reverse());
  });
});

describe('the blog tab strip', () => {
  it('shows one tab per article, in order, while there are a dozen or fewer', () => {
    for (const posts of [BLOG_POSTS, grown(STRIP_CAP)])
      for (const post of posts) {
        const strip = stripPosts(posts, post.id);
        expect(ids(strip.shown)).toEqual(ids(posts));
        expect(strip.categoryHidden).toBe(false);
      }
  });

  it('past a dozen shows the first dozen in order, plus the shown article when it comes later', () => {
    const posts = grown(100);
    const expectedNewest = first(posts);
    for (const post of posts) {
      const { shown } = stripPosts(posts, post.id);
      const isNewest = expectedNewest.includes(post);
      expect(shown).toHaveLength(isNewest ? STRIP_CAP : STRIP_CAP + 1);
      expect(shown).toContain(post);
      for (const each of expectedNewest) expect(shown).toContain(each);
      expect(ids(shown)).toEqual(ids(posts.filter((each) => shown.includes(each))));
    }
  });

  it('past a dozen links to all of the shown article’s category when some of it is left out', () => {
    const posts = grown(100);
    for (const post of posts) {
      const strip = stripPosts(posts, post.id);
      const category = posts.filter((each) => each.category === post.category);
      expect(strip.inCategory).toBe(category.length);
      expect(strip.categoryHidden).toBe(category.some((each) => !strip.shown.includes(each)));
    }
    // The last article is the oldest: most of its category is out of the strip.
    expect(stripPosts(posts, posts.at(-1)?.id ?? '').categoryHidden).toBe(true);
  });
});
