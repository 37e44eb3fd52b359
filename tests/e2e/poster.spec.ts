import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page, test } from '@playwright/test';
import jsQR from 'jsqr';
import sharp from 'sharp';
import cn from '../../locales/cn.json' with { type: 'json' };
import en from '../../locales/en.json' with { type: 'json' };
import hk from '../../locales/hk.json' with { type: 'json' };
import { LANGS, type Lang } from '../../src/config/languages';
import { tourIdPath } from '../../src/config/routes';
import { absoluteUrl, SITE, siteUrlFrom } from '../../src/content/site';
import { fromPrice, isBookable } from '../../src/content/tours/departures';
import { PHONE_RULE_VALUES } from '../../src/features/enquiry/core/fields';
import { formatMoney } from '../../src/shared/money/format-money';
import { hkdEquivalent } from '../../src/shared/money/hkd-equivalent';
import { href, WITHOUT_WORKER } from './helpers';
import { expectedTour, open, openTourTools, TOUR_IDS } from './tour-helpers';

test.use({ ...WITHOUT_WORKER, colorScheme: 'light' });

const WORDS = { en, hk, cn } as const;
const TOUR = TOUR_IDS[0] ?? '';

async function openPoster(page: Page, lang: Lang): Promise<Locator> {
  await open(page, href(TOUR, lang));
  await openTourTools(page);
  await page.getByRole('button', { name: WORDS[lang]['poster.open'] }).click();
  const dialog = page.getByRole('dialog', { name: WORDS[lang]['poster.title'] });
  await expect(dialog).toBeVisible();
  // The photograph and the QR code drawn, as a printer would get them.
  await expect
    .poll(() =>
      dialog
        .locator('img')
        .evaluateAll((images) =>
          images.every((image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0),
        ),
    )
    .toBe(true);
  return dialog;
}

/** Pages in a PDF as Chromium writes it: one `/Type /Page` object each. */
const pdfPages = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type\s*\/Page\b(?!s)/g)?.length ?? 0;

for (const lang of LANGS) {
  test(`the poster prints alone on one A4 page (${lang})`, async ({ page }) => {
    const dialog = await openPoster(page, lang);
    expect(pdfPages(await page.pdf({ format: 'A4' }))).toBe(1);
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('main')).toBeHidden();
    await expect(dialog.locator('[data-poster]')).toBeVisible();
    await expect(dialog.getByRole('button', { name: WORDS[lang]['poster.print'] })).toBeHidden();
  });

  test(`the poster's QR code opens the tour's page (${lang})`, async ({ browser }) => {
    const page = await browser.newPage({ ...WITHOUT_WORKER, deviceScaleFactor: 2 });
    const dialog = await openPoster(page, lang);
    const png = await dialog.locator('[data-poster-qr]').screenshot();
    const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    const code = jsQR(new Uint8ClampedArray(data), info.width, info.height);
    // The tour's lasting address (by its id, so a printed code survives a renamed page), which opens its page.
    expect(code?.data).toBe(absoluteUrl(encodeURI(tourIdPath(TOUR, lang)), siteUrlFrom(process.env)));
    await page.goto(new URL(code?.data ?? '').pathname);
    await page.waitForURL((url) => url.pathname === href(TOUR, lang));
    await page.close();
  });

  test(`the poster shows the tour's next bookable dates, price, highlights and the agency (${lang})`, async ({
    page,
  }) => {
    const { summary, text } = await expectedTour(TOUR, lang);
    const poster = (await openPoster(page, lang)).locator('[data-poster]');
    await expect(poster.getByRole('heading', { name: text.name })).toBeVisible();
    const bookable = summary.departures.filter(isBookable).map((departure) => text.dates[departure.start]);
    const shown = await poster.locator('.poster-dates li').allTextContents();
    expect(shown.length).toBeGreaterThan(0);
    expect(shown).toEqual(bookable.slice(0, shown.length));
    for (const highlight of text.highlights.slice(0, 3)) await expect(poster).toContainText(highlight);
    // The first price is in the language's first currency: HK$ for Chinese readers, the quoted one in English.
    const from = fromPrice(summary.departures) ?? 0;
    const hkd = hkdEquivalent(from, summary.currency);
    const leading =
      lang === 'en' || hkd === undefined ? formatMoney(from, summary.currency, lang) : formatMoney(hkd, 'HKD', lang);
    await expect(poster.locator('.poster-facts [data-price], .poster-facts [data-price-hkd]').first()).toContainText(
      leading,
    );
    await expect(poster).toContainText(SITE.licence);
    await expect(poster).toContainText(SITE.whatsappShown);
    await expect(poster.getByRole('img', { name: WORDS[lang]['poster.qrAlt'] })).toBeVisible();
    await expect(poster).toContainText(WORDS[lang]['poster.scan']);
  });
}

/** A4 in mm; the page's margins are read from its @page rule. */
const A4_MM = { width: 210, height: 297 };
const PX_PER_MM = 96 / 25.4;
const PT_PER_MM = 72 / 25.4;

for (const lang of LANGS) {
  test(`the poster's agency, licence, WhatsApp and address print whole and at least 10 pt (${lang})`, async ({
    page,
  }) => {
    const dialog = await openPoster(page, lang);
    const margins = await page.evaluate(() => {
      const rule = [...document.styleSheets]
        .flatMap((sheet) => [...sheet.cssRules])
        .find((candidate): candidate is CSSPageRule => candidate instanceof CSSPageRule);
      const mm = (value = '0') => Number.parseFloat(value) || 0;
      const style = rule?.style;
      return {
        across: mm(style?.marginLeft) + mm(style?.marginRight),
        down: mm(style?.marginTop) + mm(style?.marginBottom),
      };
    });
    // The screen laid out as the printable part of an A4 sheet, 1 CSS px to the printed px.
    await page.setViewportSize({
      width: Math.round((A4_MM.width - margins.across) * PX_PER_MM),
      height: Math.round((A4_MM.height - margins.down) * PX_PER_MM),
    });
    await page.emulateMedia({ media: 'print' });
    const sheet = dialog.locator('[data-poster]');
    const sheetBottom = await sheet.evaluate((element) => element.getBoundingClientRect().bottom);
    const lines = await sheet.locator('.poster-agency p').evaluateAll((found) =>
      found.map((line) => ({
        text: line.textContent ?? '',
        size: Number.parseFloat(getComputedStyle(line).fontSize),
        bottom: line.getBoundingClientRect().bottom,
      })),
    );
    expect(lines.length).toBeGreaterThanOrEqual(4);
    for (const { text, size, bottom } of lines) {
      expect((size / PX_PER_MM) * PT_PER_MM, `"${text}" in points on paper`).toBeGreaterThanOrEqual(10);
      expect(bottom, `"${text}" is inside the sheet`).toBeLessThanOrEqual(sheetBottom);
    }
    expect(pdfPages(await page.pdf({ format: 'A4' }))).toBe(1);
  });
}

test("the leader's name, church and meeting date are printed, and kept on the device after a reload", async ({
  page,
}) => {
  const lang = 'hk';
  const words = WORDS[lang];
  let dialog = await openPoster(page, lang);
  await dialog.getByLabel(words['poster.name']).fill('陳牧師');
  await dialog.getByLabel(words['poster.church']).fill('恩典堂');
  await dialog.getByLabel(words['poster.meeting']).fill('2027-01-17');
  await expect(dialog.getByText(words['poster.saved'])).toBeVisible();
  await page.reload();
  await page.locator('body[data-hydrated]').waitFor();
  await openTourTools(page);
  await page.getByRole('button', { name: words['poster.open'] }).click();
  dialog = page.getByRole('dialog', { name: words['poster.title'] });
  await expect(dialog.getByLabel(words['poster.name'])).toHaveValue('陳牧師');
  const poster = dialog.locator('[data-poster]');
  await expect(poster).toContainText('陳牧師');
  await expect(poster).toContainText('恩典堂');
  await expect(poster).toContainText('2027年1月17日');
});

test("the church's name heads the poster, and the leader's phone is printed once the enquiry form would accept it", async ({
  page,
}) => {
  const words = WORDS.hk;
  const dialog = await openPoster(page, 'hk');
  const poster = dialog.locator('[data-poster]');
  await dialog.getByLabel(words['poster.church']).fill('沙田浸信會');
  const church = poster.getByText('沙田浸信會');
  const sizeOf = (element: Locator) => element.evaluate((each) => Number.parseFloat(getComputedStyle(each).fontSize));
  expect(await sizeOf(church)).toBeGreaterThan(await sizeOf(poster.getByRole('heading', { level: 3 })));
  const phone = dialog.getByLabel(words['poster.phone']);
  await phone.fill('2388');
  await phone.blur();
  const notHongKong = Object.entries(PHONE_RULE_VALUES).reduce(
    (text, [name, value]) => text.replace(`{${name}}`, String(value)),
    words['enquiry.error.phone.notHongKong'],
  );
  await expect(dialog.getByText(notHongKong)).toBeVisible();
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await expect(poster).not.toContainText('2388');
  await phone.fill('9123 4567');
  await expect(dialog.getByText(notHongKong)).toBeHidden();
  await expect(poster.locator('[data-poster-phone]')).toContainText('+852 9123 4567');
  // With every detail given, the poster still prints on one sheet.
  await dialog.getByLabel(words['poster.name']).fill('陳大文');
  await dialog.getByLabel(words['poster.meeting']).fill('2027-01-17');
  expect(pdfPages(await page.pdf({ format: 'A4' }))).toBe(1);
});

test('the poster code and QR codes load only when a poster is asked for, and never on the home page', async ({
  page,
}) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await open(page, href('home', 'hk'));
  await open(page, href(TOUR, 'hk'));
  await openTourTools(page);
  expect(requested.filter((url) => /poster-dialog|\/qr-/.test(url))).toEqual([]);
  await page.getByRole('button', { name: hk['poster.open'] }).click();
  await expect(page.getByRole('dialog', { name: hk['poster.title'] })).toBeVisible();
  expect(requested.some((url) => /poster-dialog.*\.js$/.test(url))).toBe(true);
  await expect.poll(() => requested.filter((url) => /\/qr-/.test(url)).length).toBe(1);
});

test('the trip notes still print the tour page once the poster is closed', async ({ page }) => {
  const dialog = await openPoster(page, 'en');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: en['poster.open'] })).toBeFocused();
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('main h1')).toBeVisible();
  await expect(page.getByRole('button', { name: en['poster.open'] })).toBeHidden();
  expect(pdfPages(await page.pdf({ format: 'A4' }))).toBeGreaterThan(1);
});

test('axe finds nothing in the poster offer and the poster, light and dark', async ({ page }) => {
  const dialog = await openPoster(page, 'hk');
  await dialog.getByLabel(hk['poster.name']).fill('陳牧師');
  const check = async () =>
    (
      await new AxeBuilder({ page }).include('.poster-dialog').include('[aria-labelledby=poster-offer-title]').analyze()
    ).violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  const light = await check();
  await page.emulateMedia({ colorScheme: 'dark' });
  const dark = await check();
  expect({ light, dark }).toEqual({ light: [], dark: [] });
});
