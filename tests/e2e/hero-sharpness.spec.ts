import { expect, type Page, test } from '@playwright/test';
import { tourIds } from '../../src/config/routes';
import { href, WITHOUT_WORKER } from './helpers';

test.use(WITHOUT_WORKER);

/**
 * The file the browser chose for a tour's hero photo, its real width, the widest file offered, and how wide the
 * photo is drawn (object-cover fills the hero, so a tall phone hero draws it wider than the screen).
 */
async function heroPhoto(page: Page) {
  const image = page.locator('header.tour-hero picture img');
  if (!(await image.count())) return undefined;
  await expect(image).toHaveJSProperty('complete', true);
  return image.evaluate(async (img: HTMLImageElement) => {
    const file = new Image();
    file.src = img.currentSrc;
    await file.decode();
    const source = img.parentElement?.querySelector(
      `source[type="${img.currentSrc.endsWith('.avif') ? 'image/avif' : 'image/webp'}"]`,
    );
    const offered = (source?.getAttribute('srcset') ?? '')
      .split(',')
      .map((entry) => Number.parseInt(entry.trim().split(' ')[1] ?? '0', 10));
    const aspect = file.naturalWidth / file.naturalHeight;
    const drawn = Math.max(img.clientWidth, img.clientHeight * aspect) * devicePixelRatio;
    return { chosen: file.naturalWidth, widest: Math.max(...offered), drawn: Math.round(drawn) };
  });
}

for (const viewport of [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
])
  test(`at ${viewport.width} px a tour hero photo is never a smaller file stretched over the screen`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    let photos = 0;
    for (const id of tourIds()) {
      await page.goto(href(id, 'en'));
      const photo = await heroPhoto(page);
      if (!photo) continue;
      photos += 1;
      const enough = Math.min(photo.drawn, photo.widest);
      expect(photo.chosen, `${id}: a ${photo.chosen} px file drawn ${photo.drawn} px wide`).toBeGreaterThanOrEqual(
        enough,
      );
    }
    expect(photos, 'a tour hero with a photo').toBeGreaterThan(0);
  });
