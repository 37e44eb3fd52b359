import { join } from 'node:path';
import { test } from '@playwright/test';
import sharp from 'sharp';
import type { Lang } from '../../src/config/languages';
import { href, showEnquiryForm } from '../../tests/e2e/helpers';

// Home, the tour listing, one tour and the blog, at phone and desktop size, light and dark, whole pages.
const PAGES = ['home', 'tours', 'sinai-adventure', 'blog'];
const SIZES = { phone: { width: 390, height: 844 }, desktop: { width: 1366, height: 900 } };
const SCHEMES = ['light', 'dark'] as const;
const LANGS = (process.env.SHOT_LANGS ?? 'hk,en').split(',') as Lang[];
const OUT_DIR = join(import.meta.dirname, '../../docs/screenshots');

for (const [size, viewport] of Object.entries(SIZES)) {
  for (const colorScheme of SCHEMES) {
    test.describe(`${size} ${colorScheme}`, () => {
      test.use({ viewport, colorScheme });
      for (const lang of LANGS) {
        for (const key of PAGES) {
          test(`${key} ${lang}`, async ({ page }) => {
            await page.goto(href(key, lang));
            await page.locator('body[data-sections-hydrated]').waitFor();
            await showEnquiryForm(page);
            await page.evaluate(() => window.scrollTo(0, 0)); // the fixed header is photographed where it is
            // Load every lazy image so nothing shows blank.
            await page.evaluate(() => {
              for (const img of document.querySelectorAll('img')) img.loading = 'eager';
            });
            await page.waitForLoadState('networkidle');
            await page.evaluate(() => Promise.all([...document.images].map((img) => img.decode().catch(() => {}))));
            const shot = await page.screenshot({ fullPage: true });
            // A 256-colour palette keeps the committed PNGs a quarter of the size with no visible loss.
            await sharp(shot)
              .png({ palette: true, quality: 90, effort: 8 })
              .toFile(join(OUT_DIR, `${key}-${lang}-${size}-${colorScheme}.png`));
          });
        }
      }
    });
  }
}
