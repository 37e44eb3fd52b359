import { getRouteApi } from '@tanstack/react-router';
import { BLOG_POSTS } from '../../content/blog';
import { rowOf } from '../../content/collection';
import { useT } from '../../shared/i18n/use-t';
import { Breadcrumbs } from '../../shared/ui/breadcrumbs';
import { BlogTabs } from './components/blog-tabs';
import { StoryCards } from './components/story-cards';
import { BLOG_TITLE } from './components/title';

const blogRoute = getRouteApi('/$lang/blog');

/** The blog's index: its heading, the tab strip, and a card for every article (each article has its own page). */
export default function BlogPage() {
  const t = useT();
  const { meta } = blogRoute.useLoaderData();
  const tabs = BLOG_POSTS.map((post) => ({ id: post.id, label: rowOf(meta, post.id).tab }));
  return (
    <main id="main" className="page-wide section">
      <Breadcrumbs crumbs={[{ label: t('nav.home'), page: 'home' }, { label: t('nav.blog') }]} />
      <h1 className={`${BLOG_TITLE} mt-6`}>{t('blog.heading')}</h1>
      <p className="lead mt-3 max-w-2xl">{t('blog.subtitle')}</p>
      <div className="mt-8">
        <BlogTabs tabs={tabs} />
      </div>
      <div className="mt-8">
        <StoryCards meta={meta} />
      </div>
    </main>
  );
}
