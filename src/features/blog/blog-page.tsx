import type { Lang } from '../../config/routes';
import { BLOG_POSTS, blogMeta, FIRST_POST } from '../../content/blog';
import { translate } from '../../shared/i18n/messages';
import type { PageHead } from '../../shared/page-head';
import { blogPostingJsonLd } from './blog-json-ld';
import { BlogView, loadBlog } from './blog-view';

/** The blog opens with its first article; every article also has a page of its own (article-page.tsx). */
export default function BlogPage() {
  return <BlogView id={FIRST_POST} ownPage={false} />;
}

export const preload = (lang: Lang) => loadBlog(lang, FIRST_POST);

export function head(lang: Lang): PageHead {
  return {
    title: translate(lang, 'seo.blog.title'),
    description: translate(lang, 'seo.blog.description'),
    keywords: translate(lang, 'seo.blog.keywords'),
    ogType: 'blog',
    jsonLd: BLOG_POSTS.map((post) => blogPostingJsonLd(blogMeta.get(post.id, lang), lang, post.id)),
  };
}
