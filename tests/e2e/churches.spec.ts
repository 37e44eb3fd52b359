import { expect, test } from '@playwright/test';
import en from '../../locales/en.json' with { type: 'json' };
import hk from '../../locales/hk.json' with { type: 'json' };
import { factsFileOf, loadEntry, loadFacts } from '../../scripts/content/entries';
import type { Lang } from '../../src/config/languages';
import type { ChurchGroupFacts, ChurchGroupPage } from '../../src/content/churches/schema';
import { href, WITHOUT_WORKER } from './helpers';
import { open } from './tour-helpers';

test.use(WITHOUT_WORKER);

const FACTS = loadFacts(factsFileOf('churches')) as ChurchGroupFacts;
const pageText = (lang: Lang) => loadEntry(factsFileOf('churches'), lang) as ChurchGroupPage;

for (const [lang, locale] of [
  ['hk', hk],
  ['en', en],
] as const) {
  test(`the footer and the home page lead a pastor to "Lead a group from your church" (${lang})`, async ({ page }) => {
    const { title } = pageText(lang);
    await open(page, href('home', lang));
    const footerLink = page.locator('footer').getByRole('link', { name: locale['footer.churches'], exact: true });
    await expect(footerLink).toHaveAttribute('href', href('churches', lang));
    await page.locator('[data-churches-link]').scrollIntoViewIfNeeded();
    await expect(page.locator('[data-churches-link]')).toHaveText(locale['home.churchesLink']);
    await page.locator('[data-churches-link]').click();
    await expect(page).toHaveURL(new RegExp(`${href('churches', lang)}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  });

  test(`the page states the group terms from their fields and ends with the group enquiry (${lang})`, async ({
    page,
  }) => {
    await open(page, href('churches', lang));
    const terms = page.locator('[data-church-section]').last();
    for (const figure of [FACTS.minGroupSize, FACTS.leaderPlace.perPaying, FACTS.depositDueDays, FACTS.namesDueDays])
      await expect(terms).toContainText(String(figure));
    if (FACTS.leaderPlace.discountPercent === 100)
      await expect(terms).toContainText(locale['churches.leaderPlace.free']);
    const timeline = page.locator('[data-church-section] ol li').first();
    await expect(timeline).toContainText(String(FACTS.planningMonths));
    const form = page.locator('form[data-enquiry-form]');
    await expect(
      form.getByLabel(new RegExp(`^${locale['enquiry.groupSize'].replace(/[()（）]/g, '.')}`)),
    ).toBeVisible();
    await expect(form.getByLabel(locale['enquiry.churchGroup'], { exact: true })).toBeVisible();
    await expect(page.locator('#contact-heading')).toHaveText(pageText(lang).enquiryTitle);
  });
}
