import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import cn from '../../locales/cn.json' with { type: 'json' };
import en from '../../locales/en.json' with { type: 'json' };
import hk from '../../locales/hk.json' with { type: 'json' };
import { LANGS, LANGUAGES, type Lang } from '../../src/config/languages';
import { SITE, telLink, whatsappLink } from '../../src/content/site';
import { href, WITHOUT_WORKER } from './helpers';
import { startSiteServer } from './site-server';

test.use(WITHOUT_WORKER);

const MESSAGES: Record<Lang, typeof en> = { en, hk, cn };

// The project's server answers a missing page with the nearest 404.html (as Cloudflare Pages and Netlify do);
// GitHub Pages, S3 and Firebase answer every missing path with the root 404.html. Both must show the same.
const rootOnly = { origin: '', stop: async () => {} };
const SERVERS = [
  { name: 'nearest 404.html', origin: () => '' },
  { name: 'root 404.html only', origin: () => rootOnly.origin },
];

test.beforeAll(async () => {
  Object.assign(rootOnly, await startSiteServer({ ROOT_404_ONLY: '1' }));
});
test.afterAll(() => rootOnly.stop());

const decodedPath = (page: Page) => decodeURI(new URL(page.url()).pathname);

for (const { name, origin } of SERVERS) {
  for (const lang of LANGS) {
    const t = MESSAGES[lang];
    test(`${name}: /${lang}/no-such-page shows the ${lang} not-found page in the shell, at that address, noindex`, async ({
      page,
    }) => {
      const logged: string[] = [];
      page.on('console', (message) => logged.push(message.text()));
      const response = await page.goto(`${origin()}/${lang}/no-such-page`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t['notFound.heading']);
      await expect(page.getByText(t['notFound.code'], { exact: true })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', LANGUAGES[lang].htmlLang);
      await expect(page).toHaveTitle(t['notFound.title']);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex,nofollow');
      const main = page.getByRole('main');
      await expect(main.getByRole('link', { name: t['notFound.home'] })).toHaveAttribute('href', href('home', lang));
      await expect(main.getByRole('link', { name: t['nav.destinations'] })).toHaveAttribute(
        'href',
        href('tours', lang),
      );
      await expect(main.getByRole('link', { name: t['nav.blog'] })).toHaveAttribute('href', href('blog', lang));
      // The site's shell: navigation and footer, in the same language.
      await expect(page.getByRole('navigation', { name: t['nav.main'] })).toBeVisible();
      await expect(page.getByRole('contentinfo').getByRole('link', { name: t['nav.blog'] })).toHaveAttribute(
        'href',
        href('blog', lang),
      );
      expect(decodedPath(page)).toBe(`/${lang}/no-such-page`);
      expect(logged.join('\n')).toContain(`/${lang}/no-such-page`);
    });
  }

  test(`${name}: a path with no known prefix still goes to the equivalent page in the stored language`, async ({
    page,
  }) => {
    await page.goto(`${origin()}/fr/turkey-tour`);
    await page.waitForURL((url) => url.pathname === href('turkey-tour', 'hk'));
  });
}

test('on a phone, the static not-found page opens its menu and switches language in place', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${rootOnly.origin}/en/no-such-page`);
  await page.getByRole('button', { name: en['nav.menu'] }).click();
  await expect(page.locator('#mobile-menu').getByRole('link', { name: en['nav.destinations'] })).toBeVisible();
  await page.getByRole('button', { name: new RegExp(en['nav.language']) }).click();
  await page.getByRole('link', { name: LANGUAGES.cn.menuName }).click();
  await page.waitForURL((url) => url.pathname === '/cn/no-such-page');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(cn['notFound.heading']);
  expect(await page.evaluate(() => localStorage.getItem('preferredLanguage'))).toBe('cn');
});

test('the offline page sits in the shell too, with the way to the tours and the blog', async ({ page }) => {
  await page.goto('/hk/offline');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(hk['offline.heading']);
  await expect(page.getByRole('navigation', { name: hk['nav.main'] })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: hk['page.tours'] })).toHaveAttribute('href', href('tours', 'hk'));
  await expect(main.getByRole('link', { name: hk['page.blog'] })).toHaveAttribute('href', href('blog', 'hk'));
  await expect(page.getByRole('contentinfo')).toBeVisible();
});

for (const path of ['/en/no-such-page', '/hk/offline']) {
  test(`axe finds nothing on the static ${path} page`, async ({ page }) => {
    await page.goto(`${rootOnly.origin}${path}`);
    const { violations } = await new AxeBuilder({ page })
      .options({ rules: { 'target-size': { enabled: true } } })
      .analyze();
    expect(violations.map((violation) => `${violation.impact} ${violation.id}`)).toEqual([]);
  });
}

test('the not-found page offers its three ways on and the agency’s WhatsApp and phone, as buttons of one height, light and dark', async ({
  page,
}) => {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await page.goto('/en/no-such-page');
    const heights = await page
      .getByRole('main')
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getBoundingClientRect().height));
    expect(heights, colorScheme).toHaveLength(5);
    expect(new Set(heights).size, `${colorScheme}: ${heights.join(', ')}`).toBe(1);
  }
});

for (const lang of LANGS) {
  test(`a visitor lost on /${lang}/ can message or call the agency from the not-found page`, async ({ page }) => {
    const t = MESSAGES[lang];
    await page.goto(`/${lang}/no-such-page`);
    const main = page.getByRole('main');
    await expect(main.getByText(t['notFound.ask'])).toBeVisible();
    await expect(main.getByRole('link', { name: t['qr.openWhatsapp'] })).toHaveAttribute('href', whatsappLink());
    await expect(main.getByRole('link', { name: `${t['qr.call']} ${SITE.phone}` })).toHaveAttribute(
      'href',
      telLink(SITE.phone),
    );
  });
}
