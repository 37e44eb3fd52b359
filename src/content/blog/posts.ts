import { facts } from '../../../generated/content/blog/index.ts';
import { inOrder } from '../collection';
import type { BlogFacts } from './schema';

/** Every article's facts (order, category, date, author), in order: what the router needs of the blog. */
export const BLOG_POSTS: BlogFacts[] = inOrder(facts);
export const BLOG_IDS = BLOG_POSTS.map((post) => post.id);

export const findPost = (id: string) => BLOG_POSTS.find((post) => post.id === id);

/** The article the blog opens with. */
export const FIRST_POST = BLOG_POSTS[0]?.id ?? '';
