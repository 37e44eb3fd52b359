import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { parse } from 'yaml';
import { LANGS } from '../../src/config/languages';
import { tourHref, tourIds } from '../../src/config/routes';
import { href, WITHOUT_WORKER } from './helpers';

test.use(WITHOUT_WORKER);

interface Credit {
  file: string;
  place: Record<'en' | 'hk' | 'cn', string>;
  author: string;
  licence: string;
  source: string;
}
const { pictures } = parse(readFileSync('src/content/image-credits.yaml', 'utf8')) as { pictures: Credit[] };
const creditOf = (name: string) => pictures.find(({ file }) => file.replace(/\.\w+$/, '') === name);

/** The author as the page's language names a Commons account ("維基共享資源用戶 X"); other authors as recorded. */
const COMMONS_USER = 'Wikimedia Commons user ';
const authorIn = (lang: 'en' | 'hk' | 'cn', author: string) => {
  if (!author.startsWith(COMMONS_USER)) return author;
  const messages = JSON.parse(readFileSync(`locales/${lang}.json`, 'utf8')) as Record<string, string>;
  return (messages['privacy.pictures.commonsUser'] ?? '').replace('{name}', author.slice(COMMONS_USER.length));
};

for (const lang of ['en', 'hk'] as const) {
  test(`every photo in a tour itinerary (${lang}) says what it shows, by whom and under which licence`, async ({
    page,
  }) => {
    let photos = 0;
    for (const id of tourIds()) {
      await page.goto(tourHref(id, lang));
      // Each day opens on its own (the first is open); the visitor opens the rest to see every picture.
      for (const day of await page.locator('[data-day] details').all())
        if ((await day.getAttribute('open')) === null) await day.locator('summary').click();
      for (const figure of await page.locator('[data-day] figure[data-photo]').all()) {
        const credit = creditOf((await figure.getAttribute('data-photo')) ?? '');
        expect(credit, 'a photo without a record').toBeDefined();
        if (!credit) continue;
        const caption = figure.locator('figcaption');
        await expect(caption).toContainText(credit.place[lang]);
        await expect(caption).toContainText(authorIn(lang, credit.author));
        await expect(caption.getByRole('link', { name: credit.licence })).toHaveAttribute(
          'href',
          /creativecommons|unsplash|pexels/,
        );
        await expect(figure.locator('source[type="image/avif"]')).toHaveCount(1);
        await expect(figure.locator('source[type="image/webp"]')).toHaveCount(1);
        await expect(figure.locator('img')).toHaveAttribute('loading', 'lazy');
        photos += 1;
      }
      // A day still drawn shows no credit: only photos have records.
      await expect(page.locator('[data-day] img[src$=".svg"]').locator('xpath=ancestor::figure')).toHaveCount(0);
    }
    expect(photos).toBeGreaterThan(0);
  });
}

for (const lang of LANGS) {
  test(`the privacy page (${lang}) lists every photo with its author, licence and source`, async ({ page }) => {
    await page.goto(href('privacy', lang));
    const list = page.locator('[data-picture-credits]');
    await expect(list.getByRole('heading', { level: 2 })).toBeVisible();
    for (const credit of pictures) {
      const item = list.locator(`[data-credit="${credit.file}"]`);
      await expect(item).toContainText(authorIn(lang, credit.author));
      await expect(item.getByRole('link', { name: credit.licence })).toBeVisible();
      const links = await item.locator('a').evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
      expect(links).toContain(credit.source);
      await expect(item).toContainText(credit.place[lang]);
    }
  });
}
