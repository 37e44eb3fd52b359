import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { PAGES, showEnquiryForm, WITHOUT_WORKER } from './helpers';

test.use(WITHOUT_WORKER);

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} scheme`, () => {
    test.use({ colorScheme });
    for (const { href, page: key, lang } of PAGES) {
      test(`axe finds nothing on ${key} (${lang}, ${colorScheme})`, async ({ page }) => {
        await page.goto(href);
        // Every section in its final state, the enquiry form included: a tour page draws it as the visitor nears it.
        await page.locator('body[data-sections-hydrated]').waitFor();
        await showEnquiryForm(page);
        // target-size (WCAG 2.2 AA) is off in axe by default; Lighthouse checks it, and so does this sweep.
        const { violations } = await new AxeBuilder({ page })
          .options({ rules: { 'target-size': { enabled: true } } })
          .analyze();
        const summary = violations.map(
          (violation) =>
            `${violation.impact} ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
        );
        expect(summary).toEqual([]);
      });
    }
  });
}
