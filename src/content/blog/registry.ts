import type { BlogCategory } from '../types';

export const BLOG_IDS = [
  'sinai',
  'mystery',
  'pilgrimage',
  'adventure',
  'experience',
  'journey',
  'love-trust',
  'true-mountain',
] as const;
export type BlogId = (typeof BLOG_IDS)[number];

export interface BlogEntry {
  id: BlogId;
  category: BlogCategory;
  featured?: boolean;
  order: number;
}

export const BLOG_REGISTRY: BlogEntry[] = [
  { id: 'sinai', category: 'archaeology', featured: true, order: 1 },
  { id: 'mystery', category: 'conservation', order: 2 },
  { id: 'pilgrimage', category: 'pilgrimage', order: 3 },
  { id: 'adventure', category: 'adventure', order: 4 },
  { id: 'experience', category: 'testimony', featured: true, order: 5 },
  { id: 'journey', category: 'pilgrimage', featured: true, order: 6 },
  { id: 'love-trust', category: 'testimony', featured: true, order: 7 },
  { id: 'true-mountain', category: 'testimony', featured: true, order: 8 },
];

export const findPost = (id: string) => BLOG_REGISTRY.find((entry) => entry.id === id);
export const postsInCategory = (category: BlogCategory) => BLOG_REGISTRY.filter((entry) => entry.category === category);
export const featuredPosts = () => BLOG_REGISTRY.filter((entry) => entry.featured);
export const postsByOrder = () => [...BLOG_REGISTRY].sort((a, b) => a.order - b.order);

/** The article the blog opens with (and whose body is kept for offline reading in every language). */
export const FIRST_POST: BlogId = postsByOrder()[0]?.id ?? 'sinai';
