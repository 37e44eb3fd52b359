import { expect, type Locator, type Page, test } from '@playwright/test';
import en from '../../locales/en.json' with { type: 'json' };
import hk from '../../locales/hk.json' with { type: 'json' };
import { href, showEnquiryForm, WITHOUT_WORKER } from './helpers';
import { open, openTourTools, TOUR_IDS } from './tour-helpers';

test.use({ ...WITHOUT_WORKER, viewport: { width: 390, height: 844 } });

const TOUR = TOUR_IDS[0] ?? '';

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`${locator} is not drawn`);
  return found;
}

type Box = Awaited<ReturnType<typeof box>>;
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test("a form's error notice covers neither the header nor the field it asks the visitor to fix", async ({ page }) => {
  await open(page, href(TOUR, 'hk'));
  await showEnquiryForm(page);
  await page.getByRole('button', { name: hk['enquiry.submit'] }).click();
  const notice = page.locator('.toast').filter({ hasText: hk['enquiry.toast.validationTitle'] });
  await expect(notice).toBeVisible();
  const field = page.locator(':focus');
  await expect(field).toBeInViewport();
  expect(overlap(await box(notice), await box(page.locator('.site-header'))), 'over the header').toBe(false);
  expect(overlap(await box(notice), await box(field)), 'over the field to fix').toBe(false);
  // With a field to fix in focus, the phone booking bar steps aside (tour-phone-bar.spec).
  await expect(page.locator('[data-enquiry-bar]')).toBeHidden();
});

test('the phone menu dims the page behind it, and a tap on the dimmed page closes it', async ({ page }) => {
  await open(page, href('home', 'en'));
  await page.getByRole('button', { name: en['nav.menu'] }).click();
  const menu = page.locator('#mobile-menu');
  await expect(menu).toBeVisible();
  const dim = await menu.evaluate((element) => getComputedStyle(element, '::backdrop').backgroundColor);
  expect(dim, 'a tinted backdrop').not.toMatch(/^(transparent|rgba\(0, 0, 0, 0\))$/);
  const { y, height } = await box(menu);
  await page.mouse.click(195, Math.min(y + height + 100, 830));
  await expect(menu).toBeHidden();
});

test("the church page's photo caption stays clear of its two buttons on a phone", async ({ page }) => {
  for (const lang of ['en', 'hk'] as const) {
    await open(page, href('churches', lang));
    const hero = page.locator('[data-church-hero]');
    const caption = hero.locator('figcaption');
    if (!(await caption.count())) continue;
    const words = lang === 'en' ? en : hk;
    for (const name of [words['churches.enquire'], words['churches.seeTours']]) {
      const button = await box(hero.getByRole('link', { name }));
      expect(overlap(await box(caption), button), `${lang}: caption over "${name}"`).toBe(false);
    }
  }
});

async function fieldLook(page: Page, selector: string) {
  return page.locator(selector).evaluate((element) => {
    const style = getComputedStyle(element);
    return { border: style.borderTopColor, background: style.backgroundColor, radius: style.borderTopLeftRadius };
  });
}

for (const colorScheme of ['light', 'dark'] as const) {
  test(`My departure's date list looks like the site's other fields, at least 44 px tall (${colorScheme})`, async ({
    browser,
  }) => {
    const context = await browser.newContext({
      ...WITHOUT_WORKER,
      viewport: { width: 1366, height: 900 },
      colorScheme,
    });
    const page = await context.newPage();
    await open(page, href(TOUR, 'en'));
    await openTourTools(page);
    const picker = page.getByLabel(en['myDeparture.travellingOn']);
    await picker.scrollIntoViewIfNeeded();
    expect((await box(picker)).height).toBeGreaterThanOrEqual(44);
    expect(await picker.evaluate((element) => getComputedStyle(element).appearance)).toBe('none');
    const textField = 'form[data-enquiry-form] input[type="email"]';
    expect(await fieldLook(page, '#my-departure-date')).toEqual(await fieldLook(page, textField));
    await context.close();
  });
}

test("the poster's web address wraps only between its parts, never inside a word", async ({ page }) => {
  for (const lang of ['en', 'hk'] as const) {
    await open(page, href(TOUR, lang));
    await openTourTools(page);
    await page.getByRole('button', { name: (lang === 'en' ? en : hk)['poster.open'] }).click();
    const parts = page.locator('.poster-address-part');
    await expect(parts.first()).toBeVisible();
    const lines = await parts.evaluateAll((spans) => spans.map((span) => span.getClientRects().length));
    expect(
      lines.every((count) => count <= 1),
      `${lang}: each part on one line`,
    ).toBe(true);
    const address = await page.locator('.poster-address').textContent();
    expect(address, 'the whole address, unchanged').toContain(decodeURI(new URL(page.url()).pathname));
  }
});

test("on a phone a tour's why cards are one sideways row, each of them reachable", async ({ page }) => {
  await open(page, href(TOUR, 'hk'));
  const row = page.locator('[data-card-row][aria-labelledby="why-heading"]');
  const cards = row.locator('li');
  const tops = await cards.evaluateAll((all) => all.map((card) => Math.round(card.getBoundingClientRect().top)));
  expect(tops.length).toBeGreaterThan(1);
  expect(new Set(tops).size, 'one row').toBe(1);
  await row.focus();
  for (const card of await cards.all()) {
    await card.scrollIntoViewIfNeeded();
    await expect(card).toBeInViewport({ ratio: 0.9 });
  }
});
