import type { Lang } from '../../config/routes';
import { blogArticles, FIRST_POST } from '../../content/blog';
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
    // The article the page shows (each article's own page describes itself).
    jsonLd: [blogPostingJsonLd(blogArticles.get(FIRST_POST, lang), lang, FIRST_POST)],
  };
}
