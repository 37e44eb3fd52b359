import { expect, test } from '@playwright/test';
import cn from '../../locales/cn.json' with { type: 'json' };
import en from '../../locales/en.json' with { type: 'json' };
import { LANGS } from '../../src/config/languages';
import { ARTICLES, href, PAGES, watchConsole, watchPolicyViolations } from './helpers';

// One walk per language checks both: each load costs a phone-sized hydration, and the suite has many walks.
for (const lang of LANGS) {
  test(`every ${lang} page and article hydrates without console errors, hydration warnings or policy violations`, async ({
    page,
  }) => {
    const problems = watchConsole(page);
    const violations = await watchPolicyViolations(page);
    for (const { href: path } of [...PAGES, ...ARTICLES].filter((each) => each.lang === lang)) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await expect(page.locator('body[data-hydrated]')).toHaveCount(1);
    }
    expect(problems).toEqual([]);
    // The browser reports a 404 on the console, so these two are checked for policy violations only.
    await page.goto(`/${lang}/no-such-page`);
    await page.goto(`/${lang}/offline`);
    expect(violations).toEqual([]);
  });
}

test('the site address sends the visitor to a language without a policy violation', async ({ page }) => {
  const violations = await watchPolicyViolations(page);
  await page.goto('/');
  await page.waitForURL(/\/(hk|cn|en)\/$/);
  expect(violations).toEqual([]);
});

test('the language menu keeps the visitor on the equivalent page and sets the document language', async ({ page }) => {
  await page.goto(href('turkey-tour', 'en'));
  await page.locator('body[data-hydrated]').waitFor();
  await page.getByRole('button', { name: /Language/ }).click();
  await page.getByRole('link', { name: '繁體中文' }).click();
  await page.waitForURL((url) => url.pathname === href('turkey-tour', 'hk'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-HK');
  expect(await page.evaluate(() => window.localStorage.getItem('preferredLanguage'))).toBe('hk');
  const language = page.getByRole('button', { name: /語言/ });
  const options = page.locator('#language-menu');
  await language.focus();
  await page.keyboard.press('Enter');
  await expect(options).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(options).toBeHidden();
  await expect(language).toBeFocused();
  await page.keyboard.press('Enter');
  for (const _option of ['繁體中文', '简体中文']) await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: '简体中文' })).toBeFocused();
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname === href('turkey-tour', 'cn'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await page.goBack();
  expect(new URL(page.url()).pathname).not.toBe(href('turkey-tour', 'hk')); // replace navigation
});

test('the language menu closes when the visitor presses elsewhere', async ({ page }) => {
  await page.goto(href('home', 'en'));
  await page.locator('body[data-hydrated]').waitFor();
  const options = page.locator('#language-menu');
  await page.getByRole('button', { name: /Language/ }).click();
  await expect(options).toBeVisible();
  await page.locator('main h1').click();
  await expect(options).toBeHidden();
});

test('the contact button on another page goes to the home contact section', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(href('blog', 'en'));
  await page.locator('body[data-hydrated]').waitFor();
  await page.getByRole('navigation').getByRole('link', { name: en['nav.contact'] }).click();
  await expect(page).toHaveURL(/\/en\/#contact$/);
  await expect(page.locator('#contact')).toBeInViewport();
});

test('a mainland reader without WhatsApp is told, beside it, to call or e-mail instead', async ({ page }) => {
  await page.goto(href('home', 'cn'));
  const whatsappRow = page.locator('#contact dl > div').filter({ has: page.locator('[data-whatsapp]') });
  await expect(whatsappRow).toContainText(cn['contact.whatsappUnavailable']);
});

test('below the large breakpoint the menu collapses and opens with its button', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto(href('home', 'en'));
  await page.locator('body[data-hydrated]').waitFor();
  const menu = page.locator('#mobile-menu');
  await expect(menu).toBeHidden();
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await expect(menu).toBeVisible();
  await menu.getByRole('link', { name: 'Blog' }).click();
  await page.waitForURL('**/en/blog');
  await expect(menu).toBeHidden();
});

test('a route change scrolls to the top', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 600 });
  await page.goto(href('home', 'en'));
  await page.locator('body[data-hydrated]').waitFor();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.getByRole('contentinfo').getByRole('link', { name: 'Blog' }).click();
  await page.waitForURL('**/en/blog');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('the nav marks only the page the visitor is on as current', async ({ page }) => {
  const nav = page.getByRole('navigation').first();
  await page.goto(href('tours', 'en'));
  await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
  await expect(nav.getByRole('link', { name: 'Destinations' })).toHaveAttribute('aria-current', 'page');
  await page.goto(href('home', 'en'));
  await expect(nav.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute('aria-current', 'page');
});

test('in the dark the footer is a brown ground like the page, not the night blue of the light scheme', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto(href('home', 'hk'));
  const [red, green, blue] = await page
    .getByRole('contentinfo')
    .evaluate((footer) => (getComputedStyle(footer).backgroundColor.match(/\d+/g) ?? []).map(Number));
  expect(red, 'warm, not blue').toBeGreaterThan(blue ?? 0);
  expect(green, 'warm, not blue').toBeGreaterThanOrEqual(blue ?? 0);
});
