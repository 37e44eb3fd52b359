import { type KeyboardEvent, useRef } from 'react';
import type { BlogId } from '../../../content/blog';
import { useT } from '../../i18n/use-t';
import { useScrollArrows } from './use-scroll-arrows';

interface Props {
  tabs: { id: BlogId; label: string }[];
  active: BlogId;
  onSelect: (id: BlogId) => void;
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
    <div
      className={`pointer-events-none absolute inset-y-0 z-10 flex w-14 items-center from-sand-50 via-sand-50/90 to-transparent ${left ? 'left-0 justify-start bg-gradient-to-r' : 'right-0 justify-end bg-gradient-to-l'}`}
    >
      <button
        type="button"
        aria-label={label}
        data-arrow={left ? 'left' : 'right'}
        className="pointer-events-auto flex h-10 w-10 items-center justify-center rounded-full bg-surface-raised text-xl text-brand-800 shadow-md ring-1 ring-sand-200 hover:bg-brand-50 focus-ring"
        onClick={() => arrows.scrollBy(direction)}
        onMouseEnter={() => arrows.startHover(direction)}
        onMouseLeave={arrows.stopHover}
      >
        <span aria-hidden="true">{left ? '‹' : '›'}</span>
      </button>
    </div>
  );
}

/** Horizontally scrollable article tabs with arrows that appear only when there is more. */
export function BlogTabs({ tabs, active, onSelect }: Props) {
  const t = useT();
  const strip = useRef<HTMLDivElement>(null);
  const arrows = useScrollArrows(strip);

  // The ARIA tabs pattern: one tab in the Tab order, arrows / Home / End move and select. Moves count from
  // the focused tab, not the shown one: a fast second key press may come before the chosen article loads.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const focused = (event.target as HTMLElement).dataset.tab ?? active;
    const index = tabs.findIndex((tab) => tab.id === focused);
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const target = tabs[(next + tabs.length) % tabs.length];
    if (!target) return;
    onSelect(target.id);
    strip.current?.querySelector<HTMLButtonElement>(`[data-tab="${target.id}"]`)?.focus();
  };

  return (
    <div className="relative">
      {arrows.canLeft && <Arrow direction={-1} label={t('blog.scrollLeft')} arrows={arrows} />}
      <div
        ref={strip}
        role="tablist"
        aria-label={t('blog.tabs')}
        data-tab-strip
        onKeyDown={onKeyDown}
        className="flex gap-2 overflow-x-auto px-10 py-2 [scrollbar-width:none]"
      >
        {tabs.map((tab) => (
          <button
            key={tab.id}
            type="button"
            role="tab"
            aria-selected={tab.id === active}
            tabIndex={tab.id === active ? 0 : -1}
            data-tab={tab.id}
            aria-controls="blog-article"
            className="chip whitespace-nowrap"
            onClick={() => onSelect(tab.id)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {arrows.canRight && <Arrow direction={1} label={t('blog.scrollRight')} arrows={arrows} />}
    </div>
  );
}
