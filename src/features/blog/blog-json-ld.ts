import { articleHref, LANGUAGES, type Lang } from '../../config/routes';
import type { BlogArticle } from '../../content/blog';
import { wordCountFromReadTime } from '../../content/blog/reading-time';
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
