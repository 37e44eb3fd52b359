import { inOrder } from '../collection';
import type { BlogCategory, BlogFacts } from './schema';

/** Every article's facts (order, category, date, author), in order: what the router needs of the blog. */
export const BLOG_POSTS: BlogFacts[] = inOrder(
  import.meta.glob<BlogFacts>('./*/facts.yaml', { query: '?facts', import: 'default', eager: true }),
);
export const BLOG_IDS = BLOG_POSTS.map((post) => post.id);

export const findPost = (id: string) => BLOG_POSTS.find((post) => post.id === id);
export const postsInCategory = (category: BlogCategory) => BLOG_POSTS.filter((post) => post.category === category);
export const featuredPosts = () => BLOG_POSTS.filter((post) => post.featured);

/** The article the blog opens with. */
export const FIRST_POST = BLOG_POSTS[0]?.id ?? '';
