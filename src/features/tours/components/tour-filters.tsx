import { type KeyboardEvent, type ReactNode, useEffect, useRef } from 'react';
import { TOUR_CATEGORIES, type TourCategoryFilter } from '../../../content/tours';
import { useT } from '../../../shared/i18n/use-t';

interface Props {
  query: string;
  onQuery: (query: string) => void;
  category: TourCategoryFilter;
  onCategory: (category: TourCategoryFilter) => void;
  /** The tours shown: the selected tab's panel. */
  children: ReactNode;
}

const tabId = (option: TourCategoryFilter) => `tour-tab-${option}`;
const panelId = (option: TourCategoryFilter) => `tour-panel-${option}`;

/** Which tab a key moves to (WAI-ARIA tabs pattern: arrows wrap around, Home and End go to the ends). */
function nextIndex(key: string, index: number): number | undefined {
  const last = TOUR_CATEGORIES.length - 1;
  if (key === 'ArrowRight' || key === 'ArrowDown') return index === last ? 0 : index + 1;
  if (key === 'ArrowLeft' || key === 'ArrowUp') return index === 0 ? last : index - 1;
  if (key === 'Home') return 0;
  if (key === 'End') return last;
  return undefined;
}

/** Search box and category tabs; selection follows focus, and only the selected tab is in the Tab order. */
export function TourFilters({ query, onQuery, category, onCategory, children }: Props) {
  const t = useT();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const search = useRef<HTMLInputElement>(null);
  // A search typed before the scripts ran is still in the box: filter by it now.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the scripts take the box over
  useEffect(() => {
    const typed = search.current?.value;
    if (typed && typed !== query) onQuery(typed);
  }, []);
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const next = nextIndex(event.key, index);
    const option = next === undefined ? undefined : TOUR_CATEGORIES[next];
    if (next === undefined || !option) return;
    event.preventDefault();
    onCategory(option);
    tabs.current[next]?.focus();
  };
  return (
    <>
      {/* The specification asks for both; with few tours they stay one quiet row, not a tool bar. */}
      <div className="flex flex-wrap items-center gap-x-4 gap-y-3">
        <label className="block w-full sm:w-60">
          <span className="sr-only">{t('listing.searchLabel')}</span>
          <input
            ref={search}
            type="search"
            value={query}
            onChange={(event) => onQuery(event.target.value)}
            placeholder={t('listing.search')}
            className="field min-h-11 rounded-full px-4 py-2"
          />
        </label>
        <div role="tablist" aria-label={t('listing.categories')} className="flex flex-wrap gap-2">
          {TOUR_CATEGORIES.map((option, index) => (
            <button
              key={option}
              ref={(element) => {
                tabs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={tabId(option)}
              aria-selected={option === category}
              aria-controls={panelId(option)}
              tabIndex={option === category ? 0 : -1}
              className="chip"
              onClick={() => onCategory(option)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {t(`listing.category.${option}`)}
            </button>
          ))}
        </div>
      </div>
      {TOUR_CATEGORIES.map((option) => (
        // Every tab keeps its (hidden, empty) panel, as the tab pattern requires; only the selected one holds the tours,
        // whose links are the panel's focusable content.
        <div
          key={option}
          role="tabpanel"
          id={panelId(option)}
          aria-labelledby={tabId(option)}
          hidden={option !== category}
        >
          {option === category ? children : null}
        </div>
      ))}
    </>
  );
}
