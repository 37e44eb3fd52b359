import { Link } from '@tanstack/react-router';
import { BLOG_POSTS, type BlogArticle, type BlogMeta } from '../../../content/blog';
import { rowOf } from '../../../content/collection';
import { TOURS, type TourCardText } from '../../../content/tours';
import { useT } from '../../../shared/i18n/use-t';
import { useLanguage } from '../../../shared/language/language-context';
import { Phrased } from '../../../shared/ui/phrased';
import { TourCard } from '../../../shared/ui/tour-card';

/**
 * After an article: the tour it is about, then the other articles of its category (else of its tour, else the
 * newest), or a note that more are coming when there is none.
 */
interface Props {
  article: Pick<BlogArticle, 'id' | 'tour' | 'category'>;
  meta: Record<string, BlogMeta>;
  cards: Record<string, TourCardText>;
}

export function ArticleEnd({ article, meta, cards }: Props) {
  const t = useT();
  const { lang } = useLanguage();
  const tour = TOURS.find((card) => card.id === article.tour);
  const others = BLOG_POSTS.filter((post) => post.id !== article.id);
  const sameCategory = others.filter((post) => post.category === article.category);
  // An article alone in its category points to the others about its tour instead.
  const sameTour = article.tour ? others.filter((post) => post.tour === article.tour) : [];
  // Else the newest others: an article of a new kind (a notice) still leads on to the rest.
  const newest = [...others].sort((a, b) => b.published.localeCompare(a.published)).slice(0, 3);
  const related = sameCategory.length > 0 ? sameCategory : sameTour.length > 0 ? sameTour : newest;
  return (
    <div className="mt-16 grid gap-12 md:grid-cols-2">
      {tour && (
        <section aria-labelledby="article-tour-heading" data-article-tour={tour.id}>
          <h2 id="article-tour-heading" className="eyebrow">
            <Phrased text={t('blog.tour')} />
          </h2>
          <div className="mt-4">
            <TourCard card={tour} text={rowOf(cards, tour.id)} compact headingLevel={3} />
          </div>
        </section>
      )}
      <section aria-labelledby="related-heading" data-related>
        <h2 id="related-heading" className="eyebrow">
          <Phrased text={t('blog.related')} />
        </h2>
        {related.length === 0 ? (
          <p className="mt-4 text-ink-600">{t('blog.moreComing')}</p>
        ) : (
          <ul className="mt-4 space-y-4">
            {related.map((post) => (
              <li key={post.id}>
                <Link
                  to="/$lang/blog/$article"
                  params={{ lang, article: post.id }}
                  className="card block p-5 hover:bg-sand-100 focusable"
                >
                  <span className="block text-lg font-semibold text-ink-900">{rowOf(meta, post.id).title}</span>
                  <span className="mt-1 block text-sm text-ink-600">{rowOf(meta, post.id).tab}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
