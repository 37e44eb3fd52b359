import { expect, test } from '@playwright/test';
import cn from '../../locales/cn.json' with { type: 'json' };
import en from '../../locales/en.json' with { type: 'json' };
import hk from '../../locales/hk.json' with { type: 'json' };
import { factsFileOf, loadEntry, loadFacts } from '../../scripts/content/entries';
import type { Lang } from '../../src/config/languages';
import type { ChurchGroupFacts, ChurchGroupPage } from '../../src/content/churches/schema';
import { SITE, telLink, whatsappLink } from '../../src/content/site';
import { href, WITHOUT_WORKER } from './helpers';
import { expectedTour, open, TOUR_IDS } from './tour-helpers';

test.use(WITHOUT_WORKER);

const FACTS = loadFacts(factsFileOf('churches')) as ChurchGroupFacts;
const pageText = (lang: Lang) => loadEntry(factsFileOf('churches'), lang) as ChurchGroupPage;
const WORDS = { en, hk, cn } as const;

for (const lang of ['hk', 'en'] as const) {
  const locale = WORDS[lang];

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

  test(`the page opens on a place of the tours, its title and its promise (${lang})`, async ({ page }) => {
    const { title, heroSubtitle } = pageText(lang);
    await open(page, href('churches', lang));
    const hero = page.locator('[data-church-hero]');
    await expect(hero.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(hero).toContainText(heroSubtitle);
    const picture = hero.locator('img');
    await expect(picture).toHaveAttribute('src', new RegExp(FACTS.hero));
    await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    // A photograph is credited: its place, author and licence.
    if ((await hero.locator('figure[data-photo]').count()) > 0)
      await expect(hero.locator('[data-picture-credit] a[rel~="license"]')).toBeVisible();
  });

  test(`the timeline is a numbered list, one step per line of the content, the first from its field (${lang})`, async ({
    page,
  }) => {
    const timeline = pageText(lang).sections.find(({ html }) => html.includes('<ol'));
    await open(page, href('churches', lang));
    const steps = page.locator('[data-church-section="timeline"] ol > li');
    await expect(steps).toHaveCount(timeline?.html.match(/<li>/g)?.length ?? -1);
    await expect(steps.first()).toContainText(String(FACTS.planningMonths));
  });

  test(`the group terms are shown from their fields (${lang})`, async ({ page }) => {
    await open(page, href('churches', lang));
    const terms = page.locator('[data-church-terms]');
    await expect(terms.getByRole('heading', { level: 2 })).toHaveText(locale['churches.termsTitle']);
    for (const figure of [FACTS.minGroupSize, FACTS.leaderPlace.perPaying, FACTS.depositDueDays, FACTS.namesDueDays])
      await expect(terms).toContainText(String(figure));
    if (FACTS.leaderPlace.discountPercent === 100)
      await expect(terms).toContainText(locale['churches.leaderPlace.free']);
    await expect(terms.getByRole('link', { name: locale['terms.readFull'] })).toHaveAttribute(
      'href',
      href('terms', lang),
    );
  });

  test(`every tour is offered with its price and the way to print its poster (${lang})`, async ({ page }) => {
    await open(page, href('churches', lang));
    const tours = page.locator('[data-church-tours]');
    for (const id of TOUR_IDS) {
      const card = tours.locator(`[data-tour="${id}"]`);
      await expect(card.getByRole('heading', { level: 3 })).toHaveText((await expectedTour(id, lang)).name);
      await expect(card.locator('[data-price]')).toBeVisible();
      await expect(card.getByRole('link', { name: new RegExp(locale['tour.learnMore']) })).toHaveAttribute(
        'href',
        href(id, lang),
      );
      await expect(tours.locator(`[data-poster-link="${id}"]`)).toHaveAttribute('href', `${href(id, lang)}#poster`);
    }
  });

  test(`the agency's phone, WhatsApp and e-mail are given once, beside the enquiry, from its facts (${lang})`, async ({
    page,
  }) => {
    await open(page, href('churches', lang));
    const main = page.locator('main');
    await expect(main.getByRole('link', { name: SITE.phone })).toHaveCount(1);
    await expect(main.getByRole('link', { name: SITE.phone })).toHaveAttribute('href', telLink(SITE.phone));
    await expect(main.getByRole('link', { name: SITE.whatsappShown })).toHaveCount(1);
    await expect(main.getByRole('link', { name: SITE.whatsappShown })).toHaveAttribute('href', whatsappLink());
    await expect(main.getByRole('link', { name: SITE.email })).toHaveCount(1);
    await expect(main.getByRole('link', { name: SITE.email })).toHaveAttribute('href', `mailto:${SITE.email}`);
  });

  test(`the page ends with the group enquiry: group size and church or fellowship (${lang})`, async ({ page }) => {
    await open(page, href('churches', lang));
    const form = page.locator('form[data-enquiry-form]');
    await expect(
      form.getByLabel(new RegExp(`^${locale['enquiry.groupSize'].replace(/[()（）]/g, '.')}`)),
    ).toBeVisible();
    await expect(form.getByLabel(locale['enquiry.churchGroup'], { exact: true })).toBeVisible();
    await expect(page.locator('#contact-heading')).toHaveText(pageText(lang).enquiryTitle);
  });
}

test('"Print a poster" opens the tour page with its poster ready to print', async ({ page }) => {
  const [tour] = TOUR_IDS;
  await open(page, href('churches', 'hk'));
  await page.locator(`[data-poster-link="${tour}"]`).click();
  await expect(page).toHaveURL(new RegExp(`${href(tour ?? '', 'hk')}#poster$`));
  await expect(page.getByRole('dialog', { name: hk['poster.title'] })).toBeVisible();
});
