import { type Lang, perLang } from '../../config/languages';
import { articleHref } from '../../config/routes';
import { blogArticles, blogMeta } from '../../content/blog';
import { tourCardText } from '../../content/tours';
import { translate } from '../../shared/i18n/messages';
import type { PageHead } from '../../shared/page-head';
import { seoHead } from '../../shared/seo-head';
import { articleBreadcrumbJsonLd, blogJsonLd, blogPostingJsonLd } from './blog-json-ld';

/** Every article's tab and title, for the blog's index. */
export async function loadBlogPage(lang: Lang) {
  return { meta: await blogMeta.load(lang) };
}

export type BlogPageData = Awaited<ReturnType<typeof loadBlogPage>>;

export function blogPageHead(lang: Lang, { meta }: BlogPageData): PageHead {
  return {
    ...seoHead(lang, 'blog'),
    ogType: 'blog',
    jsonLd: [blogJsonLd(lang, meta)],
  };
}

/** An article's own page: the article, every article's tab and title (the strip, the related ones), the tour cards. */
export async function loadArticlePage(id: string, lang: Lang) {
  const [article, meta, cards] = await Promise.all([
    blogArticles.load(id, lang),
    blogMeta.load(lang),
    tourCardText.load(lang),
  ]);
  return { id, article, meta, cards };
}

export type ArticlePageData = Awaited<ReturnType<typeof loadArticlePage>>;

export function articlePageHead(lang: Lang, { id, article }: ArticlePageData): PageHead {
  return {
    title: translate(lang, 'seo.article.title', { article: article.title, blog: translate(lang, 'seo.blog.title') }),
    description: article.description,
    keywords: article.keywords,
    ogType: 'article',
    hrefs: perLang((each) => articleHref(id, each)),
    jsonLd: [blogPostingJsonLd(article, lang, id), articleBreadcrumbJsonLd(article.tab, lang, id)],
  };
}
