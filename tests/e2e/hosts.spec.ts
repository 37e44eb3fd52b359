import { expect, test } from '@playwright/test';
import { readEntry } from '../../scripts/content/entries';
import { href, WITHOUT_WORKER } from './helpers';
import { open, TOUR_IDS } from './tour-helpers';

test.use(WITHOUT_WORKER);

const PAGES = ['home', ...TOUR_IDS];

for (const lang of ['hk', 'en'] as const)
  for (const page of PAGES)
    test(`${page} (${lang}): each host is shown by name, role and a line about them, with no stand-in picture`, async ({
      page: browser,
    }) => {
      await open(browser, href(page, lang));
      const cards = browser.locator('[data-host]');
      expect(await cards.count()).toBeGreaterThan(0);
      for (const card of await cards.all()) {
        const id = (await card.getAttribute('data-host')) ?? '';
        const host = readEntry(`hosts/${id}`, lang);
        await expect(card.getByRole('heading', { level: 3 })).toHaveText(host.name);
        await expect(card).toContainText(host.role);
        await expect(card).toContainText(host.bio);
        // Until the agency adds a portrait, words alone: no initials in a tile, no drawing.
        if (!host.photo) await expect(card.locator('img, svg, [aria-hidden="true"]')).toHaveCount(0);
      }
    });
