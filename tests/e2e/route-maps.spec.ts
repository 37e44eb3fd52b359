import { expect, type Page, test } from '@playwright/test';
import en from '../../locales/en.json' with { type: 'json' };
import hk from '../../locales/hk.json' with { type: 'json' };
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

/**
 * The route map of a tour page, drawn on its own as the page's image draws it: with its own styles (opened as a
 * document from the site, the site's policy would block them, and its names would be measured unstyled).
 */
async function openMap(page: Page, id: string, lang: Lang) {
  await page.goto(tourHref(id, lang));
  const src = await page.locator('[data-route-map] img').first().getAttribute('src');
  expect(src).toBeTruthy();
  const svg = await (await page.request.get(src ?? '')).text();
  await page.goto('about:blank');
  await page.setContent(svg);
}

for (const id of TOUR_IDS)
  for (const lang of LANGS)
    test(`the route map of ${id} (${lang}) names its neighbours, has a scale bar, and no route line crosses a name`, async ({
      page,
    }) => {
      await openMap(page, id, lang);
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

for (const id of TOUR_IDS)
  for (const lang of LANGS)
    test(`the route map of ${id} (${lang}): every place name on the map and clear of the others`, async ({ page }) => {
      await openMap(page, id, lang);
      const drawn = await page.evaluate(() => {
        const svg = document.querySelector('svg') as SVGSVGElement;
        const box = (element: SVGGraphicsElement, name: string) => {
          const { x, y, width, height } = element.getBBox();
          return { name, left: x, top: y, right: x + width, bottom: y + height };
        };
        return {
          width: svg.viewBox.baseVal.width,
          height: svg.viewBox.baseVal.height,
          labels: [...svg.querySelectorAll<SVGTextElement>('text.l')].map((text) => box(text, text.textContent ?? '')),
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
        const clashes = [...drawn.labels, ...drawn.badges].filter((other) => other !== label && overlap(label, other));
        expect(
          clashes.map((other) => other.name),
          `${label.name} overlaps`,
        ).toEqual([]);
      }
    });

test.describe('on a phone, with JavaScript off', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  for (const [lang, messages] of [
    ['en', en],
    ['hk', hk],
  ] as const)
    test(`the route map (${lang}) opens at its full size, where its names can be read, and closes again`, async ({
      page,
    }) => {
      await page.goto(tourHref(TOUR_IDS[0] ?? '', lang));
      const inline = page.locator('[data-route-map] img').first();
      const fullWidth = Number(await inline.getAttribute('width'));
      // Edge to edge on a phone, the map is still drawn well below its full size: the names need the enlarged view.
      expect((await inline.boundingBox())?.width ?? 0).toBeLessThan(fullWidth * 0.65);
      const enlarge = page.getByRole('button', { name: messages['tour.mapEnlarge'] });
      await enlarge.click();
      const dialog = page.getByRole('dialog', { name: messages['tour.map'] });
      const map = dialog.getByRole('img', { name: messages['tour.map'] });
      await expect(map).toBeVisible();
      expect((await map.boundingBox())?.width).toBe(fullWidth);
      const scroller = dialog.getByRole('region', { name: messages['tour.map'] });
      await scroller.focus();
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => scroller.evaluate((box) => box.scrollLeft)).toBeGreaterThan(0);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(enlarge).toBeFocused();
    });
});

test('on a wide screen the route map is drawn large enough and offers no enlarging', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(tourHref(TOUR_IDS[0] ?? '', 'en'));
  const inline = page.locator('[data-route-map] img').first();
  expect((await inline.boundingBox())?.width).toBeGreaterThanOrEqual(Number(await inline.getAttribute('width')));
  await expect(page.getByRole('button', { name: en['tour.mapEnlarge'] })).toBeHidden();
});
