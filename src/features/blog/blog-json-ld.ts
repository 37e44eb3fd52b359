import { LANGUAGES, type Lang } from '../../config/languages';
import { articleHref, hrefFor } from '../../config/routes';
import { BLOG_POSTS, type BlogArticle, type BlogMeta } from '../../content/blog';
import { wordCountFromReadTime } from '../../content/blog/reading-time';
import { rowOf } from '../../content/collection';
import { absoluteUrl, SITE } from '../../content/site';
import { translate } from '../../shared/i18n/messages';

export function articleUrl(lang: Lang, id: string): string {
  return absoluteUrl(articleHref(id, lang));
}

type Posted = Pick<BlogArticle, 'title' | 'description' | 'author' | 'published' | 'keywords' | 'readingMinutes'>;

export function blogPostingJsonLd(article: Posted, lang: Lang, id: string) {
  const readTime = translate(lang, 'blog.readTime', { minutes: article.readingMinutes });
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: article.title,
    description: article.description,
    author: { '@type': 'Person', name: article.author },
    publisher: {
      '@type': 'Organization',
      name: translate(lang, 'brand.name'),
      logo: { '@type': 'ImageObject', url: absoluteUrl(SITE.logo) },
    },
    datePublished: article.published,
    dateModified: article.published,
    mainEntityOfPage: { '@type': 'WebPage', '@id': articleUrl(lang, id) },
    url: articleUrl(lang, id),
    keywords: article.keywords,
    inLanguage: LANGUAGES[lang].htmlLang,
    wordCount: wordCountFromReadTime(readTime),
  };
}

/** The blog's index: the blog and every article it lists. */
export function blogJsonLd(lang: Lang, meta: Record<string, BlogMeta>) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Blog',
    name: translate(lang, 'blog.heading'),
    url: absoluteUrl(hrefFor('blog', lang)),
    inLanguage: LANGUAGES[lang].htmlLang,
    blogPost: BLOG_POSTS.map((post) => ({
      '@type': 'BlogPosting',
      headline: rowOf(meta, post.id).title,
      datePublished: post.published,
      url: articleUrl(lang, post.id),
    })),
  };
}

/** Home › Blog › the article, as search results show it. */
export function articleBreadcrumbJsonLd(name: string, lang: Lang, id: string) {
  const crumbs = [
    [translate(lang, 'nav.home'), absoluteUrl(hrefFor('home', lang))],
    [translate(lang, 'nav.blog'), absoluteUrl(hrefFor('blog', lang))],
    [name, articleUrl(lang, id)],
  ];
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map(([label, item], index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: label,
      item,
    })),
  };
}
