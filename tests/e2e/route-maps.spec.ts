import { expect, test } from '@playwright/test';
import { LANGS, tourHref } from '../../src/config/routes';
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

for (const id of TOUR_IDS)
  for (const lang of LANGS)
    test(`the route map of ${id} (${lang}): every place name on the map and clear of the others`, async ({ page }) => {
      await page.goto(tourHref(id, lang));
      const src = await page.locator('[data-route-map] img').getAttribute('src');
      expect(src).toBeTruthy();
      await page.goto(src ?? '');
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
