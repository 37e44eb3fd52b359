import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { ARTICLES, PAGES, showEnquiryForm, WITHOUT_WORKER } from './helpers';

test.use({ ...WITHOUT_WORKER, colorScheme: 'light' });

async function axeViolations(page: Page) {
  // target-size (WCAG 2.2 AA) is off in axe by default; Lighthouse checks it, and so does this sweep.
  const { violations } = await new AxeBuilder({ page })
    .options({ rules: { 'target-size': { enabled: true } } })
    .analyze();
  return violations.map(
    (violation) =>
      `${violation.impact} ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}

/**
 * Colour transitions off, so a switch of scheme shows at once what a visitor who opens the page in that scheme sees.
 */
async function withoutTransitions(page: Page) {
  await page.evaluate(() => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync('*,*::before,*::after{transition:none!important}');
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  });
}

for (const { href, page: key, lang } of PAGES) {
  test(`axe finds nothing on ${key} (${lang}), light and dark`, async ({ page }) => {
    await page.goto(href);
    // Every section hydrated and the enquiry form scrolled into view, so axe checks the page as a visitor meets it.
    await page.locator('body[data-sections-hydrated]').waitFor();
    await showEnquiryForm(page);
    await withoutTransitions(page);
    const light = await axeViolations(page);
    await page.emulateMedia({ colorScheme: 'dark' });
    const dark = await axeViolations(page);
    expect({ light, dark }).toEqual({ light: [], dark: [] });
  });
}

for (const address of [
  ...ARTICLES.filter(({ id, lang }) => id === ARTICLES[0]?.id && lang !== 'cn').map(({ href }) => href),
  '/en/no-such-page',
])
  test(`axe finds nothing on ${decodeURI(address)}, light and dark`, async ({ page }) => {
    await page.goto(address, { waitUntil: 'networkidle' });
    await withoutTransitions(page);
    const light = await axeViolations(page);
    await page.emulateMedia({ colorScheme: 'dark' });
    const dark = await axeViolations(page);
    expect({ light, dark }).toEqual({ light: [], dark: [] });
  });
