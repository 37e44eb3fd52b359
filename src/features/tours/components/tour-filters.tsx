import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { Fragment, type ReactNode } from 'react';
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

export function TourFilters({ query, onQuery, category, onCategory, children }: Props) {
  const t = useT();
  return (
    <TabGroup
      selectedIndex={TOUR_CATEGORIES.indexOf(category)}
      onChange={(index) => onCategory(TOUR_CATEGORIES[index] ?? 'all')}
    >
      <div className="flex flex-col gap-4 md:flex-row md:items-center md:justify-between">
        <label className="block md:w-80">
          <span className="sr-only">{t('listing.searchLabel')}</span>
          <input
            type="search"
            value={query}
            onChange={(event) => onQuery(event.target.value)}
            placeholder={t('listing.search')}
            className="field rounded-full px-5 py-3"
          />
        </label>
        <TabList aria-label={t('listing.categories')} className="flex flex-wrap gap-2">
          {TOUR_CATEGORIES.map((option) => (
            // Headless UI links tab and panel only once hydrated: the static HTML names its panel itself.
            <Tab key={option} as={Fragment}>
              <button type="button" aria-controls={`tour-panel-${option}`} className="chip">
                {t(`listing.category.${option}`)}
              </button>
            </Tab>
          ))}
        </TabList>
      </div>
      <TabPanels>
        {TOUR_CATEGORIES.map((option) => (
          // Every tab keeps its (hidden, empty) panel, as the tab pattern requires; only the selected one holds the tours.
          <TabPanel key={option} id={`tour-panel-${option}`} unmount={false} className="focusable rounded-xl">
            {option === category ? children : null}
          </TabPanel>
        ))}
      </TabPanels>
    </TabGroup>
  );
}
