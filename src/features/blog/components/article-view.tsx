import type { BlogArticle } from '../../../content/blog';
import { useT } from '../../../shared/i18n/use-t';
import { Artwork } from '../../../shared/ui/artwork';
import { ContactButton } from '../../../shared/ui/contact-button';
import { Phrased } from '../../../shared/ui/phrased';
import { Prose } from '../../../shared/ui/prose';
import { PROSE } from './prose';
import { ShareButton } from './share-button';
import { BLOG_TITLE } from './title';

/**
 * An article on its own page: its title is the page's heading, its chapters the next level. On a phone it reads
 * edge to edge (the card's frame would squeeze the lines); from a tablet up it sits on a card.
 */
export function ArticleView({ article, url }: { article: BlogArticle; url: string }) {
  const t = useT();
  return (
    <div
      id="blog-article"
      className="-mx-4 mt-8 overflow-hidden bg-surface sm:mx-0 sm:rounded-2xl sm:shadow-sm sm:ring-1 sm:ring-sand-200"
      data-article={article.id}
    >
      <article>
        <Artwork
          name={article.image}
          alt={article.imageAlt ?? ''}
          wide
          priority
          className="aspect-[3/2] w-full object-cover md:aspect-[5/2]"
          caption="strip"
        />
        <div className="px-4 py-6 sm:p-6 md:p-10">
          <h1 className={BLOG_TITLE}>
            <Phrased text={article.title} />
          </h1>
          {article.subtitle && <p className="lead mt-2">{article.subtitle}</p>}
          <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-ink-600">
            <span>{t('blog.by', { author: article.author })}</span>
            <time dateTime={article.published}>{article.date}</time>
            <span data-read-time>{t('blog.readTime', { minutes: article.readingMinutes })}</span>
            <ShareButton title={article.title} url={url} />
          </div>
          <div className={PROSE}>
            {article.chapters.map((chapter) => (
              <section key={chapter.title || 'lead'} data-chapter>
                {chapter.title && (
                  <h2 className="mt-12 border-t border-sand-200 pt-8 font-serif text-2xl font-bold leading-snug text-ink-900 md:text-3xl">
                    <Phrased text={chapter.title} />
                  </h2>
                )}
                <Prose html={chapter.html} />
              </section>
            ))}
          </div>
          <aside className="mt-12 rounded-2xl bg-brand-50 p-6 text-center" data-cta>
            {article.ctaTitle && (
              <h2 className="heading-3">
                <Phrased text={article.ctaTitle} />
              </h2>
            )}
            {article.ctaText && <p className="mt-2 text-ink-700">{article.ctaText}</p>}
            <ContactButton className="btn-primary mt-4" label={t('blog.contact')} />
          </aside>
        </div>
      </article>
    </div>
  );
}
