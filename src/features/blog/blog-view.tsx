import { getRouteApi } from '@tanstack/react-router';
import { BLOG_POSTS } from '../../content/blog';
import { rowOf } from '../../content/collection';
import { useT } from '../../shared/i18n/use-t';
import { useLanguage } from '../../shared/language/language-context';
import { Breadcrumbs } from '../../shared/ui/breadcrumbs';
import { articleUrl } from './blog-json-ld';
import { ArticleEnd } from './components/article-end';
import { ArticleView } from './components/article-view';
import { BlogTabs } from './components/blog-tabs';
import { stripPosts } from './strip-posts';

const articleRoute = getRouteApi('/$lang/blog/$article');

/** A blog article's own page: where it sits (Home › Blog, then its tab marked in the strip), the article, its end. */
export function BlogView() {
  const t = useT();
  const { lang } = useLanguage();
  const { id, article, meta, cards } = articleRoute.useLoaderData();
  const strip = stripPosts(BLOG_POSTS, id);
  const tabs = strip.shown.map((post) => ({ id: post.id, label: rowOf(meta, post.id).tab }));
  // Past a dozen articles the strip holds the newest: the rest of this article's category is listed below it.
  const allOfCategory = strip.categoryHidden
    ? t('blog.allInCategory', { count: strip.inCategory, category: t(`blog.category.${article.category}`) })
    : undefined;
  return (
    <main id="main" className="page-narrow section">
      {/* The trail stops at the blog: the strip's marked tab, right under it, names the article. */}
      <Breadcrumbs
        crumbs={[
          { label: t('nav.home'), page: 'home' },
          { label: t('nav.blog'), page: 'blog' },
        ]}
      />
      <div className="mt-6">
        <BlogTabs tabs={tabs} active={id} allOfCategory={allOfCategory} />
      </div>
      <ArticleView article={article} url={articleUrl(lang, id)} />
      <ArticleEnd article={article} meta={meta} cards={cards} />
    </main>
  );
}
