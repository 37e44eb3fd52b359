import { type Lang, perLang } from '../../config/languages';
import { articleHref } from '../../config/routes';
import { blogArticles, blogMeta } from '../../content/blog';
import { tourCardText } from '../../content/tours';
import { translate } from '../../shared/i18n/messages';
import type { PageData, PageHead } from '../../shared/page-head';
import { seoHead } from '../../shared/seo-head';
import { articleBreadcrumbJsonLd, blogJsonLd, blogPostingJsonLd } from './blog-json-ld';

/** The blog's index: every article's tab and title. */
const loadBlog = async ({ lang }: { lang: Lang }) => ({ meta: await blogMeta.load(lang) });

export const blogPage: PageData<{ lang: Lang }, Awaited<ReturnType<typeof loadBlog>>> = {
  load: loadBlog,
  head: (lang, { meta }) => ({ ...seoHead(lang, 'blog'), ogType: 'blog', jsonLd: [blogJsonLd(lang, meta)] }),
};

/** An article's own page: the article, every article's tab and title (the strip, the related ones), the tour cards. */
async function loadArticle({ article: id, lang }: { article: string; lang: Lang }) {
  const [article, meta, cards] = await Promise.all([
    blogArticles.load(id, lang),
    blogMeta.load(lang),
    tourCardText.load(lang),
  ]);
  return { id, article, meta, cards };
}

type ArticlePageData = Awaited<ReturnType<typeof loadArticle>>;

function articleHead(lang: Lang, { id, article }: ArticlePageData): PageHead {
  return {
    title: translate(lang, 'seo.article.title', { article: article.title, blog: translate(lang, 'seo.blog.title') }),
    description: article.description,
    keywords: article.keywords,
    ogType: 'article',
    hrefs: perLang((each) => articleHref(id, each)),
    jsonLd: [blogPostingJsonLd(article, lang, id), articleBreadcrumbJsonLd(article.tab, lang, id)],
  };
}

export const articlePage: PageData<{ article: string; lang: Lang }, ArticlePageData> = {
  load: loadArticle,
  head: articleHead,
};
