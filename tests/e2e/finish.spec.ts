import { expect, test } from '@playwright/test';
import en from '../../locales/en.json' with { type: 'json' };
import { readEntry } from '../../scripts/content/entries';
import { href, PAGES, TOUR_PAGES, WITHOUT_WORKER } from './helpers';

test.use(WITHOUT_WORKER);

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu closes on every choice in it, on the home page and elsewhere', async ({ page }) => {
    for (const start of [href('home', 'en'), href('blog', 'en')]) {
      for (const name of [en['nav.home'], en['nav.destinations'], en['nav.blog'], en['nav.contact']]) {
        await page.goto(start);
        await page.locator('body[data-hydrated]').waitFor();
        await page.getByRole('button', { name: en['nav.menu'] }).click();
        const menu = page.locator('#mobile-menu');
        await menu.getByRole('link', { name, exact: true }).click();
        await expect(menu, `after "${name}" from ${start}`).toBeHidden();
      }
    }
  });

  test("the enquiry bar fixed to a tour page's bottom never covers the footer's last line", async ({ page }) => {
    for (const { href: path } of TOUR_PAGES.filter(({ lang }) => lang === 'en')) {
      await page.goto(path);
      const bar = page.locator('[data-enquiry-bar]');
      const lastLine = page.locator('footer p').last();
      // Sections below the first are laid out as they near the screen: scroll until the page stops growing.
      await expect(async () => {
        await page.keyboard.press('End');
        expect(await page.evaluate(() => window.scrollY + window.innerHeight)).toBe(
          await page.evaluate(() => document.documentElement.scrollHeight),
        );
        const [line, covering] = [await lastLine.boundingBox(), await bar.boundingBox()];
        expect(line && covering && line.y + line.height <= covering.y, path).toBe(true);
      }).toPass();
    }
  });
});

test('nothing shows under the footer: it ends the page on every page in every language', async ({ page }) => {
  const gaps: string[] = [];
  for (const { href: path, page: key, lang } of PAGES) {
    await page.goto(path);
    await page.locator('body[data-sections-hydrated]').waitFor();
    const gap = await page.evaluate(() => {
      const footer = document.querySelector('footer');
      if (!footer) return 'no footer';
      return document.documentElement.scrollHeight - (footer.getBoundingClientRect().bottom + window.scrollY);
    });
    if (gap !== 0 && !(typeof gap === 'number' && Math.abs(gap) < 1)) gaps.push(`${key} (${lang}): ${gap}`);
  }
  expect(gaps).toEqual([]);
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`rating stars on tour cards reach 4.5:1 against their card (${colorScheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme });
    await page.goto(href('tours', 'en'));
    await page.locator('body[data-hydrated]').waitFor();
    const ratios = await page.locator('[data-rating] [aria-hidden]').evaluateAll((stars) => {
      const rgb = (color: string) => (color.match(/[\d.]+/g) ?? []).map(Number);
      const luminance = ([r = 0, g = 0, b = 0]: number[]) => {
        const [R = 0, G = 0, B = 0] = [r, g, b].map((v) => {
          const c = v / 255;
          return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
        });
        return 0.2126 * R + 0.7152 * G + 0.0722 * B;
      };
      const background = (element: Element | null): string => {
        for (let node = element; node; node = node.parentElement) {
          const color = getComputedStyle(node).backgroundColor;
          if (rgb(color)[3] !== 0 && color !== 'transparent') return color;
        }
        return 'rgb(255, 255, 255)';
      };
      return stars.map((star) => {
        const [a, b] = [luminance(rgb(getComputedStyle(star).color)), luminance(rgb(background(star)))];
        return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
      });
    });
    expect(ratios.length).toBeGreaterThan(0);
    for (const ratio of ratios) expect(ratio).toBeGreaterThanOrEqual(4.5);
  });
}

test('the terms under the form are text, and a keyboard user reaches the full terms page from them', async ({
  page,
}) => {
  const terms = readEntry('terms', 'en');
  await page.goto(href('home', 'en'));
  await page.locator('body[data-hydrated]').waitFor();
  const summary = page.locator('[data-terms-summary]');
  await expect(summary).toContainText(en['terms.summary.deposit']);
  await expect(summary.locator('img')).toHaveCount(0);

  const link = summary.getByRole('link', { name: en['terms.readFull'] });
  await page.getByRole('button', { name: en['enquiry.submit'] }).focus();
  for (
    let presses = 0;
    presses < 10 && !(await link.evaluate((element) => element === document.activeElement));
    presses++
  ) {
    await page.keyboard.press('Tab');
  }
  await expect(link).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${href('terms', 'en')}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(terms.title);
});
