import { Link, useNavigate } from '@tanstack/react-router';
import { type MouseEvent, useEffect, useRef } from 'react';
import toast from 'react-hot-toast/headless';
import { blogArticles } from '../../../content/blog';
import { useT } from '../../../shared/i18n/use-t';
import { useLanguage } from '../../../shared/language/language-context';
import { useScrollArrows } from './use-scroll-arrows';

interface Props {
  tabs: { id: string; label: string }[];
  /** The article shown, marked as the current page (none on the blog's index). */
  active?: string;
  /** Set when the strip leaves out some of the shown article's category: the link to all of it (below the article). */
  allOfCategory?: string | undefined;
}

function Arrow({
  direction,
  label,
  arrows,
}: {
  direction: -1 | 1;
  label: string;
  arrows: ReturnType<typeof useScrollArrows>;
}) {
  const left = direction < 0;
  return (
    <button
      type="button"
      aria-label={label}
      data-arrow={left ? 'left' : 'right'}
      disabled={left ? !arrows.canLeft : !arrows.canRight}
      className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-surface-raised text-xl text-brand-800 shadow-md ring-1 ring-sand-200 hover:bg-brand-50 focusable disabled:opacity-40 disabled:shadow-none disabled:hover:bg-surface-raised"
      onClick={() => arrows.scrollBy(direction)}
      onMouseEnter={() => arrows.startHover(direction)}
      onMouseLeave={arrows.stopHover}
    >
      <span aria-hidden="true">{left ? '‹' : '›'}</span>
    </button>
  );
}

/**
 * The article strip: each tab is a link to its article's own page (so every article is a page a search engine
 * or a reader without JavaScript reaches). When the strip overflows, arrows stand either side of it, never over a
 * tab's words; the one at an end is dimmed.
 */
export function BlogTabs({ tabs, active, allOfCategory }: Props) {
  const t = useT();
  const { lang } = useLanguage();
  const strip = useRef<HTMLUListElement>(null);
  const arrows = useScrollArrows(strip);
  const overflows = arrows.canLeft || arrows.canRight;
  const navigate = useNavigate();
  // The article is fetched before the page changes: one that cannot load (offline, never kept) leaves the
  // reader on the article they have, told why, instead of on an error page.
  // Only the latest choice opens: an article chosen earlier may finish loading after a later choice.
  const latest = useRef('');
  const open = (event: MouseEvent, id: string) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    latest.current = id;
    blogArticles.load(id, lang).then(
      () => {
        if (latest.current === id) void navigate({ to: '/$lang/blog/$article', params: { lang, article: id } });
      },
      (error: unknown) => {
        console.error(`Blog article ${lang}/${id} could not be loaded`, error);
        toast.error(t('blog.unavailable'));
      },
    );
  };
  // The current article's tab is brought into the strip's view (an article page may be the eighth).
  useEffect(() => {
    const list = strip.current;
    const current = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (list && current) list.scrollLeft = current.offsetLeft - (list.clientWidth - current.offsetWidth) / 2;
  }, []);
  return (
    <nav aria-label={t('blog.tabs')}>
      <div className="flex items-center gap-2">
        {overflows && <Arrow direction={-1} label={t('blog.scrollLeft')} arrows={arrows} />}
        <ul
          ref={strip}
          data-tab-strip
          className="-mx-1 flex min-w-0 flex-1 gap-2 overflow-x-auto px-1 py-2 [scrollbar-width:none]"
        >
          {tabs.map((tab) => (
            <li key={tab.id} className="shrink-0">
              <Link
                to="/$lang/blog/$article"
                params={{ lang, article: tab.id }}
                aria-current={tab.id === active ? 'page' : undefined}
                data-tab={tab.id}
                onClick={(event) => open(event, tab.id)}
                className="chip whitespace-nowrap"
              >
                {tab.label}
              </Link>
            </li>
          ))}
        </ul>
        {overflows && <Arrow direction={1} label={t('blog.scrollRight')} arrows={arrows} />}
      </div>
      {allOfCategory && (
        <a href="#related-heading" className="text-link mt-2 inline-block" data-all-of-category>
          {allOfCategory} ↓
        </a>
      )}
    </nav>
  );
}
