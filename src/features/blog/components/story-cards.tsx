import { Link } from '@tanstack/react-router';
import { formatDate } from '../../../config/formats';
import { BLOG_POSTS, type BlogMeta } from '../../../content/blog';
import { rowOf } from '../../../content/collection';
import { useT } from '../../../shared/i18n/use-t';
import { useLanguage } from '../../../shared/language/language-context';
import { Artwork } from '../../../shared/ui/artwork';

/** The blog's index: one card per article, in the blog's order, each its picture, title, category, date and reading time. */
export function StoryCards({ meta: metaOf }: { meta: Record<string, BlogMeta> }) {
  const t = useT();
  const { lang } = useLanguage();
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-story-cards>
      {BLOG_POSTS.map((post, index) => {
        const meta = rowOf(metaOf, post.id);
        return (
          <li key={post.id} className="listing-card relative transition-shadow hover:shadow-md">
            <Artwork name={post.image} alt="" priority={index === 0} className="listing-card-art" caption="inset" />
            <div className="flex flex-1 flex-col gap-2 p-5">
              <p className="eyebrow">{t(`blog.category.${post.category}`)}</p>
              <h2 className="font-serif text-xl font-bold leading-snug text-ink-900">
                <Link
                  to="/$lang/blog/$article"
                  params={{ lang, article: post.id }}
                  className="focusable rounded-sm after:absolute after:inset-0"
                >
                  {meta.title}
                </Link>
              </h2>
              <p className="mt-auto text-sm text-ink-600">
                <time dateTime={post.published} className="whitespace-nowrap">
                  {formatDate(post.published, lang)}
                </time>
                {' · '}
                {t('blog.readTime', { minutes: meta.readingMinutes })}
              </p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
