import type { Lang } from '../../config/languages';
import { BLOG_POSTS, blogArticles, blogMeta } from '../../content/blog';
import { loadAllTourCards } from '../../content/tours';
import { useT } from '../../shared/i18n/use-t';
import { useLanguage } from '../../shared/language/language-context';
import { Breadcrumbs } from '../../shared/ui/breadcrumbs';
import { articleUrl } from './blog-json-ld';
import { ArticleEnd } from './components/article-end';
import { ArticleView } from './components/article-view';
import { BlogTabs } from './components/blog-tabs';
import { stripPosts } from './strip-posts';

/** A blog article's own page: where it sits (Home › Blog, then its tab marked in the strip), the article, its end. */
export function BlogView({ id }: { id: string }) {
  const t = useT();
  const { lang } = useLanguage();
  const article = blogArticles.get(id, lang);
  const strip = stripPosts(BLOG_POSTS, id);
  const tabs = strip.shown.map((post) => ({ id: post.id, label: blogMeta.get(post.id, lang).tab }));
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
      <ArticleEnd article={article} />
    </main>
  );
}

/** Tabs and related articles need every article's tab and title; the shown article its body; its end a tour card. */
export async function loadBlog(lang: Lang, id: string) {
  await Promise.all([blogMeta.load(lang), blogArticles.load(id, lang), loadAllTourCards(lang)]);
}
