// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { deriveTour, deriveTourFacts } from '../../../scripts/content/derive-tour';
import { factsFileOf, loadEntry, loadFacts } from '../../../scripts/content/entries';
import { LANGS } from '../../../src/config/languages';
import { tourIds } from '../../../src/config/routes';
import { TOUR_CATEGORIES } from '../../../src/content/tours';
import { fromPrice, isBookable } from '../../../src/content/tours/departures';
import type { TourFacts } from '../../../src/content/tours/schema';
import { formatMoney } from '../../../src/shared/money/format-money';

type Facts = Parameters<typeof deriveTourFacts>[0];
type Loaded = Parameters<typeof deriveTour>[0];

const factsOf = (id: string) => loadFacts(factsFileOf(`tours/${id}`)) as Facts;
const dayAfter = (iso: string) => new Date(Date.parse(`${iso}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

describe('departures at build time', () => {
  const facts = (departures: TourFacts['departures']) =>
    ({ currency: 'USD', departures, route: [] }) as unknown as Facts;

  it('drops departures before the build date and takes "From" from the cheapest one still bookable', () => {
    const summary = deriveTourFacts(
      facts([
        { start: '2030-01-10', status: 'open', price: 1000 },
        { start: '2030-03-01', status: 'full', price: 900 },
        { start: '2030-04-01', status: 'open', price: 1500 },
        { start: '2030-05-01', status: 'few-left', price: 1200 },
      ]),
      '2030-02-01',
    );
    expect(summary.departures.map((departure) => departure.start)).toEqual(['2030-03-01', '2030-04-01', '2030-05-01']);
    expect(fromPrice(summary.departures)).toBe(1200);
    expect(summary.builtOn).toBe('2030-02-01');
    expect(summary).not.toHaveProperty('route');
  });

  it.each(tourIds())('%s: once its cheapest departure has left, "From" follows the rest', (id) => {
    const all = factsOf(id);
    const bookable = all.departures.filter(isBookable);
    const cheapest = bookable.reduce((best, departure) => (departure.price < best.price ? departure : best));
    const today = dayAfter(cheapest.start);
    const summary = deriveTourFacts(all, today);
    expect(summary.departures.some((departure) => departure.start < today)).toBe(false);
    expect(summary.departures.length).toBe(all.departures.filter((departure) => departure.start >= today).length);
    const stillBookable = bookable.filter((departure) => departure.start >= today).map((departure) => departure.price);
    expect(fromPrice(summary.departures)).toBe(stillBookable.length ? Math.min(...stillBookable) : undefined);
  });

  it('shows prices with their currency', () => {
    expect(formatMoney(2890, 'USD', 'en')).toBe('US$2,890');
    expect(formatMoney(23500, 'HKD', 'en')).toBe('HK$23,500');
  });
});

describe('a tour page’s derived words', () => {
  it('every listing category has a tour', () => {
    const categories = tourIds().map((id) => factsOf(id).categories);
    for (const category of TOUR_CATEGORIES.filter((each) => each !== 'all'))
      expect(
        categories.some((list) => list.some((each) => each === category)),
        category,
      ).toBe(true);
  });

  it.each(LANGS)(
    'names every stop of every route in %s, on the map and in its text',
    (lang) => {
      for (const id of tourIds()) {
        const facts = factsOf(id);
        const { entry, maps } = deriveTour(loadEntry(factsFileOf(`tours/${id}`), lang) as Loaded, lang, '2000-01-01');
        expect(entry.route).toHaveLength(facts.route.length);
        for (const map of [maps.wide, maps.phone])
          for (const stop of entry.route) expect(map.svg).toContain(`>${stop.name.replace(/&/g, '&amp;')}<`);
        expect(Object.keys(entry.dates)).toEqual(facts.departures.map((departure) => departure.start).sort());
      }
      // Six maps per language, the first also reading Natural Earth's coastlines: slow on a busy machine.
    },
    90_000,
  );

  it('derives Simplified Chinese from the Traditional words', () => {
    const [hk, cn] = (['hk', 'cn'] as const).map(
      (lang) => loadEntry(factsFileOf('tours/sinai-dubai'), lang) as { included: string[] },
    );
    expect(hk?.included.join()).toContain('機票');
    expect(cn?.included.join()).toContain('机票');
    expect(cn?.included).toHaveLength(hk?.included.length ?? 0);
  });
});
