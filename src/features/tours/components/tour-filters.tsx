import { Tab, TabGroup, TabList } from '@headlessui/react';
import { TOUR_CATEGORIES, type TourCategoryFilter } from '../../../content/tours';
import { useT } from '../../i18n/use-t';

interface Props {
  query: string;
  onQuery: (query: string) => void;
  category: TourCategoryFilter;
  onCategory: (category: TourCategoryFilter) => void;
}

export function TourFilters({ query, onQuery, category, onCategory }: Props) {
  const t = useT();
  return (
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
      <TabGroup
        selectedIndex={TOUR_CATEGORIES.indexOf(category)}
        onChange={(index) => onCategory(TOUR_CATEGORIES[index] ?? 'all')}
      >
        <TabList aria-label={t('listing.categories')} className="flex flex-wrap gap-2">
          {TOUR_CATEGORIES.map((option) => (
            <Tab key={option} className="chip">
              {t(`listing.category.${option}`)}
            </Tab>
          ))}
        </TabList>
      </TabGroup>
    </div>
  );
}
