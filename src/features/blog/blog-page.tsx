import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import toast from 'react-hot-toast/headless';
import type { PageHead } from '../../app/page-head';
import { hrefFor, type Lang } from '../../config/routes';
import { type BlogId, blogArticles, blogMeta, FIRST_POST, findPost, postsByOrder } from '../../content/blog';
import { translate } from '../i18n/messages';
import { useT } from '../i18n/use-t';
import { useLanguage } from '../language/language-context';
import { articleUrl, blogPostingJsonLd } from './blog-json-ld';
import { ArticleView } from './components/article-view';
import { BlogTabs } from './components/blog-tabs';

export default function BlogPage() {
  const t = useT();
  const { lang } = useLanguage();
  const navigate = useNavigate();
  const requested = useSearch({
    strict: false,
    select: (search: Record<string, unknown>) => String(search.post ?? ''),
  });
  // The prerendered HTML shows the first article; a shared ?post= link switches once its body has loaded.
  const [shown, setShown] = useState<{ lang: Lang; id: BlogId }>({ lang, id: FIRST_POST });
  const active = shown.lang === lang ? shown.id : FIRST_POST;

  // biome-ignore lint/correctness/useExhaustiveDependencies: t follows lang
  useEffect(() => {
    const post = findPost(requested);
    if (!post) return;
    let stillRequested = true; // an article chosen earlier may finish loading after a later choice
    blogArticles[post.id].load(lang).then(
      () => stillRequested && setShown({ lang, id: post.id }),
      (error: unknown) => {
        console.error(`Blog article ${lang}/${post.id} could not be loaded`, error);
        if (stillRequested) toast.error(t('blog.unavailable'));
      },
    );
    return () => {
      stillRequested = false;
    };
  }, [requested, lang]);

  const select = (id: BlogId) => void navigate({ to: '.', search: { post: id }, replace: true, resetScroll: false });
  const tabs = postsByOrder().map((post) => ({ id: post.id, label: blogMeta[post.id].get(lang).tab }));

  return (
    <main id="main" className="page-narrow section">
      <Link to={hrefFor('home', lang)} className="text-link">
        ← {t('blog.back')}
      </Link>
      <h1 className="heading-1 mt-6 text-ink-900">{t('blog.heading')}</h1>
      <p className="lead mt-3">{t('blog.subtitle')}</p>
      <div className="mt-10">
        <BlogTabs tabs={tabs} active={active} onSelect={select} />
      </div>
      <ArticleView article={blogArticles[active].get(lang)} lang={lang} url={articleUrl(lang, active)} />
      <section className="mt-16 text-center" aria-labelledby="related-heading">
        <h2 id="related-heading" className="heading-3">
          {t('blog.related')}
        </h2>
        <p className="mt-2 text-ink-600">{t('blog.moreComing')}</p>
      </section>
    </main>
  );
}

/** Tabs and structured data need every article's metadata; only the first article's body is shown. */
export async function preload(lang: Lang) {
  await Promise.all([
    ...postsByOrder().map((post) => blogMeta[post.id].load(lang)),
    blogArticles[FIRST_POST].load(lang),
  ]);
}

export function head(lang: Lang): PageHead {
  return {
    title: translate(lang, 'seo.blog.title'),
    description: translate(lang, 'seo.blog.description'),
    keywords: translate(lang, 'seo.blog.keywords'),
    traditionalHreflang: 'zh-TW',
    ogType: 'blog',
    jsonLd: postsByOrder().map((post) => blogPostingJsonLd(blogMeta[post.id].get(lang), lang, post.id)),
  };
}
