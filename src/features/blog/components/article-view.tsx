import { ContactButton } from '../../../components/contact-button';
import type { Lang } from '../../../config/routes';
import { readingMinutes } from '../../../content/blog/reading-time';
import type { BlogArticle } from '../../../content/types';
import { useT } from '../../i18n/use-t';
import { ArticleBody } from './article-body';
import { ShareButton } from './share-button';

export function ArticleView({ article, lang, url }: { article: BlogArticle; lang: Lang; url: string }) {
  const t = useT();
  return (
    <div id="blog-article" role="tabpanel" className="card mt-8 p-6 md:p-10" data-article>
      <article>
        <h2 className="heading-2">{article.title}</h2>
        <p className="lead mt-2">{article.subtitle}</p>
        <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-ink-600">
          <span>{t('blog.by', { author: article.author })}</span>
          <time dateTime={article.publishedDate}>{article.date}</time>
          <span data-read-time>{t('blog.readTime', { minutes: readingMinutes(article.body, lang) })}</span>
          <ShareButton title={article.title} url={url} />
        </div>
        <ArticleBody body={article.body} />
        <aside className="mt-12 rounded-2xl bg-brand-50 p-6 text-center">
          <h3 className="heading-3">{article.ctaTitle}</h3>
          <p className="mt-2 text-ink-700">{article.ctaText}</p>
          <ContactButton className="btn-primary mt-4" label={t('blog.contact')} />
        </aside>
      </article>
    </div>
  );
}
