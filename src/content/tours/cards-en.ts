import type { TourCardText } from '.';

/** What every tour card shows in this language, as one chunk: pages that list tours show them all. */
export default import.meta.glob<TourCardText>('./*/index.en.md', {
  query: '?entry=en&fields=name,location,description,highlights',
  import: 'default',
  eager: true,
});
