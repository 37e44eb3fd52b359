import type { BlogFacts } from '../../content/blog';

/** The strip holds one tab per article up to this many; past it, the newest and a link to the rest. */
export const STRIP_CAP = 12;

type Post = Pick<BlogFacts, 'id' | 'order' | 'published' | 'category'>;

/** Newest first by publishing date; of a day's articles, the one added later (higher `order`) first. */
const newestFirst = (a: Post, b: Post) => b.published.localeCompare(a.published) || b.order - a.order;

/**
 * The articles the strip shows, in the blog's order: every article while there are at most `cap`; past that the
 * `cap` newest, and the shown article when it is older. `inCategory` counts the shown article's category, and
 * `categoryHidden` says whether some of it is left out of the strip (the strip then links to all of it).
 */
export function stripPosts<T extends Post>(posts: readonly T[], current: string, cap = STRIP_CAP) {
  const category = posts.find((post) => post.id === current)?.category;
  const inCategory = posts.filter((post) => post.category === category);
  if (posts.length <= cap) return { shown: [...posts], inCategory: inCategory.length, categoryHidden: false };
  const newest = new Set([...posts].sort(newestFirst).slice(0, cap));
  const shown = posts.filter((post) => newest.has(post) || post.id === current);
  return {
    shown,
    inCategory: inCategory.length,
    categoryHidden: inCategory.some((post) => !shown.includes(post)),
  };
}
