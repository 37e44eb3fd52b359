import type { BlogFacts } from '../../content/blog';

/** The strip holds one tab per article up to this many; past it, the first ones and a link to the rest. */
export const STRIP_CAP = 12;

type Post = Pick<BlogFacts, 'id' | 'category'>;

/**
 * The articles the strip shows, in the blog's one order (the `order` field, the newest numbered first): every
 * article while there are at most `cap`; past that the first `cap`, and the shown article when it comes later.
 * `inCategory` counts the shown article's category, and `categoryHidden` says whether some of it is left out of
 * the strip (the strip then links to all of it).
 */
export function stripPosts<T extends Post>(posts: readonly T[], current: string, cap = STRIP_CAP) {
  const category = posts.find((post) => post.id === current)?.category;
  const inCategory = posts.filter((post) => post.category === category);
  const shown = posts.filter((post, index) => index < cap || post.id === current);
  return {
    shown,
    inCategory: inCategory.length,
    categoryHidden: inCategory.some((post) => !shown.includes(post)),
  };
}
