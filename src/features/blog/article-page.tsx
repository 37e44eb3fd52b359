import { useParams } from '@tanstack/react-router';
import { type Lang, perLang } from '../../config/languages';
import { articleHref } from '../../config/routes';
import { blogArticles, FIRST_POST } from '../../content/blog';
import { translate } from '../../shared/i18n/messages';
import type { PageHead } from '../../shared/page-head';
import { articleBreadcrumbJsonLd, blogPostingJsonLd } from './blog-json-ld';
import { BlogView, loadBlog } from './blog-view';

/** A blog article's own page: `/en/blog/<id>`, `/hk/博客/<id>`, `/cn/博客/<id>`. */
export default function ArticlePage() {
  const id = useParams({ from: '/$lang/blog/$article', select: (params) => params.article });
  return <BlogView id={id} />;
}

export const preload = (lang: Lang, id = FIRST_POST) => loadBlog(lang, id);

export function head(lang: Lang, id = FIRST_POST): PageHead {
  const article = blogArticles.get(id, lang);
  return {
    title: `${article.title} | ${translate(lang, 'seo.blog.title')}`,
    description: article.description,
    keywords: article.keywords,
    ogType: 'article',
    hrefs: perLang((each) => articleHref(id, each)),
    jsonLd: [blogPostingJsonLd(article, lang, id), articleBreadcrumbJsonLd(article.tab, lang, id)],
  };
}
