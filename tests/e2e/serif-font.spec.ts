import { expect, test } from '@playwright/test';
import { href, WITHOUT_WORKER } from './helpers';

test.use(WITHOUT_WORKER);

test('English headings are set in the site’s own serif, downloaded from the site, whatever fonts the device has', async ({
  page,
}) => {
  const fonts: string[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('.woff2')) fonts.push(new URL(response.url()).pathname);
  });
  await page.goto(href('blog', 'en'));
  const loaded = await page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family.replace(/"/g, ''));
  });
  expect(loaded).toContain('EB Garamond');
  const family = await page.locator('h1').evaluate((heading) => getComputedStyle(heading).fontFamily);
  // The figures-only face (lining numerals) comes first; the letters come from EB Garamond itself.
  expect(family.replace(/"/g, '')).toMatch(/^EB Garamond Figures, EB Garamond,/);
  expect(
    fonts.every((path) => path.startsWith('/assets/')),
    fonts.join(', '),
  ).toBe(true);
});
