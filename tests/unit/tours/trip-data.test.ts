// @vitest-environment node
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { readTripFacts, tourFacts, tripText } from '../../../scripts/build/trip-data';
import { tourIds } from '../../../src/config/routes';
import { TOUR_CATEGORIES } from '../../../src/content/tours';
import { formatMoney, fromPrice, isBookable } from '../../../src/content/tours/departures';
import type { TripFacts } from '../../../src/content/tours/schema';

const factsFile = (id: string) => `src/content/tours/${id}/trip.yaml`;
const dayAfter = (iso: string) => new Date(Date.parse(`${iso}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

describe('departures at build time', () => {
  const facts = (departures: TripFacts['departures']) =>
    ({ currency: 'USD', departures, route: [] }) as unknown as TripFacts;

  it('drops departures before the build date and takes "From" from the cheapest one still bookable', () => {
    const summary = tourFacts(
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
  });

  it.each(tourIds())('%s: once its cheapest departure has left, "From" follows the rest', async (id) => {
    const all = await readTripFacts(factsFile(id));
    const bookable = all.departures.filter(isBookable);
    const cheapest = bookable.reduce((best, departure) => (departure.price < best.price ? departure : best));
    const today = dayAfter(cheapest.start);
    const summary = tourFacts(all, today);
    expect(summary.departures.some((departure) => departure.start < today)).toBe(false);
    expect(summary.departures.length).toBe(all.departures.filter((departure) => departure.start >= today).length);
    const stillBookable = bookable.filter((departure) => departure.start >= today).map((departure) => departure.price);
    expect(fromPrice(summary.departures)).toBe(stillBookable.length ? Math.min(...stillBookable) : undefined);
  });

  it('shows prices with their currency', () => {
    expect(formatMoney(2890, 'USD')).toBe('US$2,890');
    expect(formatMoney(23500, 'HKD')).toBe('HK$23,500');
  });
});

describe('trip content', () => {
  it('fails naming the file and the field when an entry is wrong', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'trip-'));
    const source = parse(await import('node:fs').then((fs) => fs.readFileSync(factsFile('turkey-tour'), 'utf8')));
    source.currency = 'dollars';
    source.departures[0].start = '19 April';
    const file = join(dir, 'trip.yaml');
    writeFileSync(file, JSON.stringify(source));
    const error = await readTripFacts(file).then(
      () => undefined,
      (caught: Error) => caught.message,
    );
    expect(error).toContain(file);
    expect(error).toMatch(/currency:/);
    expect(error).toMatch(/departures\.0\.start:/);
  });

  it('every listing category has a tour', async () => {
    const categories = await Promise.all(tourIds().map(async (id) => (await readTripFacts(factsFile(id))).categories));
    for (const category of TOUR_CATEGORIES.filter((each) => each !== 'all'))
      expect(
        categories.some((list) => list.some((each) => each === category)),
        category,
      ).toBe(true);
  });

  it.each(['en', 'hk', 'cn'] as const)(
    'names every stop of every route in %s, on the map and in its text',
    async (lang) => {
      for (const id of tourIds()) {
        const facts = await readTripFacts(factsFile(id));
        const { text, svg } = await tripText(factsFile(id), lang, '2000-01-01');
        expect(text.route).toHaveLength(facts.route.length);
        for (const stop of text.route) expect(svg.svg).toContain(`>${stop.name.replace(/&/g, '&amp;')}<`);
        expect(Object.keys(text.dates)).toEqual(facts.departures.map((departure) => departure.start).sort());
      }
    },
  );

  it('derives Simplified Chinese from the Traditional words', async () => {
    const hk = await tripText(factsFile('sinai-dubai'), 'hk', '2000-01-01');
    const cn = await tripText(factsFile('sinai-dubai'), 'cn', '2000-01-01');
    expect(hk.text.included.join()).toContain('機票');
    expect(cn.text.included.join()).toContain('机票');
    expect(cn.text.included).toHaveLength(hk.text.included.length);
  });
});
