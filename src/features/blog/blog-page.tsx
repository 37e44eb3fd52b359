import type { Lang } from '../../config/languages';
import { BLOG_POSTS, blogMeta } from '../../content/blog';
import { translate } from '../../shared/i18n/messages';
import { useT } from '../../shared/i18n/use-t';
import { useLanguage } from '../../shared/language/language-context';
import type { PageHead } from '../../shared/page-head';
import { Breadcrumbs } from '../../shared/ui/breadcrumbs';
import { blogJsonLd } from './blog-json-ld';
import { BlogTabs } from './components/blog-tabs';
import { StoryCards } from './components/story-cards';
import { BLOG_TITLE } from './components/title';

/** The blog's index: its heading, the tab strip, and a card for every article (each article has its own page). */
export default function BlogPage() {
  const t = useT();
  const { lang } = useLanguage();
  const tabs = BLOG_POSTS.map((post) => ({ id: post.id, label: blogMeta.get(post.id, lang).tab }));
  return (
    <main id="main" className="page-wide section">
      <Breadcrumbs crumbs={[{ label: t('nav.home'), page: 'home' }, { label: t('nav.blog') }]} />
      <h1 className={`${BLOG_TITLE} mt-6`}>{t('blog.heading')}</h1>
      <p className="lead mt-3 max-w-2xl">{t('blog.subtitle')}</p>
      <div className="mt-8">
        <BlogTabs tabs={tabs} />
      </div>
      <div className="mt-8">
        <StoryCards />
      </div>
    </main>
  );
}

export const preload = (lang: Lang) => blogMeta.load(lang);

export function head(lang: Lang): PageHead {
  return {
    title: translate(lang, 'seo.blog.title'),
    description: translate(lang, 'seo.blog.description'),
    keywords: translate(lang, 'seo.blog.keywords'),
    ogType: 'blog',
    jsonLd: [blogJsonLd(lang)],
  };
}
