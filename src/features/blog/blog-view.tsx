import { Link } from '@tanstack/react-router';
import { hrefFor, type Lang } from '../../config/routes';
import { BLOG_POSTS, blogArticles, blogMeta } from '../../content/blog';
import { loadAllTourCards } from '../../content/tours';
import { useT } from '../../shared/i18n/use-t';
import { useLanguage } from '../../shared/language/language-context';
import { Phrased } from '../../shared/ui/phrased';
import { articleUrl } from './blog-json-ld';
import { ArticleEnd } from './components/article-end';
import { ArticleView } from './components/article-view';
import { BlogTabs } from './components/blog-tabs';
import { stripPosts } from './strip-posts';

/**
 * The blog with one article shown: the blog page (its first article, under the blog's own heading) and each
 * article's own page (the article's title is the page's heading).
 */
export function BlogView({ id, ownPage }: { id: string; ownPage: boolean }) {
  const t = useT();
  const { lang } = useLanguage();
  const Heading = ownPage ? 'p' : 'h1';
  const article = blogArticles.get(id, lang);
  const strip = stripPosts(BLOG_POSTS, id);
  const tabs = strip.shown.map((post) => ({ id: post.id, label: blogMeta.get(post.id, lang).tab }));
  // Past a dozen articles the strip holds the newest: the rest of this article's category is listed below it.
  const allOfCategory = strip.categoryHidden
    ? t('blog.allInCategory', { count: strip.inCategory, category: t(`blog.category.${article.category}`) })
    : undefined;
  return (
    <main id="main" className="page-narrow section">
      <Link to={hrefFor('home', lang)} className="text-link">
        ← {t('blog.back')}
      </Link>
      <Heading className={ownPage ? 'heading-3 mt-6 text-ink-900' : 'heading-1 mt-6 text-ink-900'}>
        {ownPage ? <Link to={hrefFor('blog', lang)}>{t('blog.heading')}</Link> : <Phrased text={t('blog.heading')} />}
      </Heading>
      <p className="lead mt-3">{t('blog.subtitle')}</p>
      <div className="mt-10">
        <BlogTabs tabs={tabs} active={id} allOfCategory={allOfCategory} />
      </div>
      <ArticleView article={article} url={articleUrl(lang, id)} headingLevel={ownPage ? 1 : 2} />
      <ArticleEnd article={article} />
    </main>
  );
}

/** Tabs and related articles need every article's tab and title; the shown article its body; its end a tour card. */
export async function loadBlog(lang: Lang, id: string) {
  await Promise.all([blogMeta.load(lang), blogArticles.load(id, lang), loadAllTourCards(lang)]);
}
