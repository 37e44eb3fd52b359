import { expect, type Page, test } from '@playwright/test';
import { toSimplified } from '../../scripts/content/simplified';
import { LANGS, type Lang } from '../../src/config/languages';
import { tourHref } from '../../src/config/routes';
import mapNames from '../../src/content/map-names.json' with { type: 'json' };
import { WITHOUT_WORKER } from './helpers';
import { TOUR_IDS } from './tour-helpers';

test.use(WITHOUT_WORKER);

interface Box {
  name: string;
  left: number;
  top: number;
  right: number;
  bottom: number;
}

const overlap = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

const namesIn = (lang: Lang) =>
  new Set(mapNames.map(({ name }) => (lang === 'en' ? name.en : lang === 'hk' ? name.hk : toSimplified(name.hk))));

/** The two drawings of a route: the phone's, where a phone shows it, and the wide one. */
const SCREENS = [
  { map: 'phone map', viewport: { width: 390, height: 844 } },
  { map: 'wide map', viewport: { width: 1366, height: 900 } },
] as const;

/**
 * The route map a tour page shows at `viewport`, drawn on its own as the page's image draws it: with its own styles
 * (opened as a document from the site, the site's policy would block them, and its names would be measured
 * unstyled). Returns how much the page scales the drawing: the shown width over the drawn width.
 */
async function openMap(page: Page, id: string, lang: Lang, viewport: { width: number; height: number }) {
  await page.setViewportSize(viewport);
  await page.goto(tourHref(id, lang));
  const image = page.locator('[data-route-map] img').first();
  await image.scrollIntoViewIfNeeded();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const src = await image.evaluate((img: HTMLImageElement) => img.currentSrc);
  const shownWidth = (await image.boundingBox())?.width ?? 0;
  const svg = await (await page.request.get(src)).text();
  await page.goto('about:blank');
  await page.setContent(svg);
  const drawnWidth = await page.evaluate(() => (document.querySelector('svg') as SVGSVGElement).viewBox.baseVal.width);
  return { src, scale: shownWidth / drawnWidth };
}

for (const { map, viewport } of SCREENS)
  for (const id of TOUR_IDS)
    for (const lang of LANGS)
      test(`the ${map} of ${id} (${lang}) names its neighbours, has a scale bar, and no route line crosses a name`, async ({
        page,
      }) => {
        await openMap(page, id, lang, viewport);
        const drawn = await page.evaluate(() => {
          const svg = document.querySelector('svg') as SVGSVGElement;
          const route = svg.querySelector<SVGPathElement>('path.r') as SVGPathElement;
          const length = route.getTotalLength();
          const points = Array.from({ length: Math.ceil(length) }, (_, i) => route.getPointAtLength(i));
          const boxes = [...svg.querySelectorAll<SVGGraphicsElement>('text, [data-scale]')]
            .filter((element) => !element.matches('.b')) // day badges sit on the route by design
            .map((element) => ({ name: element.textContent ?? '', box: element.getBBox() }));
          return {
            names: [...svg.querySelectorAll('text.p:not(.sc)')].map((text) => text.textContent ?? ''),
            scale: svg.querySelector('[data-scale]')?.textContent ?? '',
            crossed: boxes
              .filter(({ box }) =>
                points.some((p) => p.x > box.x && p.x < box.x + box.width && p.y > box.y && p.y < box.y + box.height),
              )
              .map(({ name }) => name),
          };
        });
        const known = namesIn(lang);
        expect(drawn.names.length, 'countries and seas named').toBeGreaterThanOrEqual(3);
        for (const name of drawn.names) expect(known.has(name), name).toBe(true);
        expect(drawn.scale).toMatch(/\d+\s*(km|公里)/);
        expect(drawn.crossed, 'names crossed by the route').toEqual([]);
      });

for (const { map, viewport } of SCREENS)
  for (const id of TOUR_IDS)
    for (const lang of LANGS)
      test(`the ${map} of ${id} (${lang}): every place name and badge on the map and clear of the others`, async ({
        page,
      }) => {
        await openMap(page, id, lang, viewport);
        const drawn = await page.evaluate(() => {
          const svg = document.querySelector('svg') as SVGSVGElement;
          const box = (element: SVGGraphicsElement, name: string) => {
            const { x, y, width, height } = element.getBBox();
            return { name, left: x, top: y, right: x + width, bottom: y + height };
          };
          return {
            width: svg.viewBox.baseVal.width,
            height: svg.viewBox.baseVal.height,
            labels: [...svg.querySelectorAll<SVGTextElement>('text.l')].map((text) =>
              box(text, text.textContent ?? ''),
            ),
            badges: [...svg.querySelectorAll<SVGRectElement>('rect')].map((rect, index) =>
              box(rect, `badge ${index + 1}`),
            ),
          };
        });
        expect(drawn.labels.length).toBeGreaterThan(1);
        for (const label of drawn.labels) {
          expect(label.left, `${label.name} inside the map`).toBeGreaterThanOrEqual(0);
          expect(label.top, `${label.name} inside the map`).toBeGreaterThanOrEqual(0);
          expect(label.right, `${label.name} inside the map`).toBeLessThanOrEqual(drawn.width);
          expect(label.bottom, `${label.name} inside the map`).toBeLessThanOrEqual(drawn.height);
          const clashes = [...drawn.labels, ...drawn.badges].filter(
            (other) => other !== label && overlap(label, other),
          );
          expect(
            clashes.map((other) => other.name),
            `${label.name} overlaps`,
          ).toEqual([]);
        }
        // Stops close together keep their day numbers readable: no badge covers or touches another.
        const widened = (box: Box) => ({
          ...box,
          left: box.left - 2,
          top: box.top - 2,
          right: box.right + 2,
          bottom: box.bottom + 2,
        });
        for (const badge of drawn.badges)
          expect(
            drawn.badges
              .filter((other) => other !== badge && overlap(widened(badge), other))
              .map((other) => other.name),
            `${badge.name} touches`,
          ).toEqual([]);
      });

test.describe('on a phone, with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  for (const id of TOUR_IDS)
    for (const lang of LANGS)
      test(`the route map of ${id} (${lang}) is drawn for the phone, its names shown at a readable size`, async ({
        page,
      }) => {
        const phone = await openMap(page, id, lang, { width: 390, height: 844 });
        const sizes = await page.evaluate(() => {
          const sizeOf = (selector: string) =>
            [...document.querySelectorAll(selector)].map((text) => ({
              text: text.textContent ?? '',
              px: Number.parseFloat(getComputedStyle(text).fontSize),
            }));
          return { stops: sizeOf('text.l, text.b'), context: sizeOf('text.p') };
        });
        expect(sizes.stops.length).toBeGreaterThan(1);
        // Every name on the map, day numbers, countries, seas and the scale, at 14 px or more as the phone shows them.
        for (const { text, px } of [...sizes.stops, ...sizes.context])
          expect(px * phone.scale, text).toBeGreaterThanOrEqual(14);
        // Wide screens are given the other drawing, shown at its full size or more.
        const wide = await openMap(page, id, lang, { width: 1366, height: 900 });
        expect(wide.src).not.toBe(phone.src);
        expect(wide.scale).toBeGreaterThanOrEqual(1);
      });
});
