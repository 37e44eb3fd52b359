import { expect, test } from '@playwright/test';
import { ARTICLES, PAGES } from './helpers';

const ALL = [...PAGES, ...ARTICLES];

function attr(html: string, pattern: RegExp): string[] {
  return [...html.matchAll(pattern)].map((match) => match[1] ?? '');
}

test('every page in every language is served as static HTML with its own title and h1', async ({ request }) => {
  const titles = new Set<string>();
  for (const { href } of ALL) {
    const response = await request.get(href);
    expect(response.status(), href).toBe(200);
    const html = await response.text();
    const title = attr(html, /<title>([^<]+)<\/title>/g);
    const h1 = attr(html, /<h1[^>]*>([\s\S]*?)<\/h1>/g);
    expect(title, href).toHaveLength(1);
    expect(h1, href).toHaveLength(1);
    expect(h1[0]?.replace(/<[^>]+>/g, '').trim(), href).not.toBe('');
    titles.add(title[0] ?? '');
  }
  expect(titles.size).toBe(ALL.length);
});

test('every page has one canonical, four hreflang alternates that point at each other, and valid JSON-LD', async ({
  request,
}) => {
  for (const { href } of ALL) {
    const html = await (await request.get(href)).text();
    const canonical = attr(html, /<link rel="canonical" href="([^"]+)"/g);
    expect(canonical, href).toHaveLength(1);
    expect(new URL(canonical[0] ?? '').pathname).toBe(href);
    const alternates = attr(html, /<link rel="alternate" hrefLang="([^"]+)"/g);
    expect(alternates.sort(), href).toEqual(
      ['en', 'x-default', 'zh-CN', href.includes('%E5%8D%9A') || href.includes('/blog') ? 'zh-TW' : 'zh-HK'].sort(),
    );
    const targets = attr(html, /<link rel="alternate" hrefLang="(?:en|zh-HK|zh-TW|zh-CN)" href="([^"]+)"/g);
    expect(
      targets.map((url) => new URL(url).pathname),
      href,
    ).toContain(href);
    for (const target of targets) {
      const otherHtml = await (await request.get(new URL(target).pathname)).text();
      const back = attr(otherHtml, /<link rel="alternate" hrefLang="(?:en|zh-HK|zh-TW|zh-CN)" href="([^"]+)"/g);
      expect(back.sort(), target).toEqual([...targets].sort());
    }
    expect(
      attr(html, /<link rel="alternate" hrefLang="x-default" href="([^"]+)"/g).map((u) => new URL(u).pathname),
    ).toEqual(['/hk/']);
    const jsonLd = attr(html, /<script type="application\/ld\+json">([\s\S]*?)<\/script>/g);
    expect(jsonLd.length, href).toBeGreaterThan(0);
    const types = jsonLd.map((json) => (JSON.parse(json) as { '@type': string })['@type']);
    expect(types, href).toContain('TravelAgency');
    expect(html, href).toContain('<meta name="robots" content="index,follow"/>');
    expect(html, href).toMatch(/<meta property="og:title" content="[^"]+"/);
    expect(html, href).toMatch(/<meta name="twitter:card" content="summary_large_image"/);
  }
});

test('sitemap.xml lists every page with its alternates, and robots.txt points at it', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap.match(/<url>/g)).toHaveLength(ALL.length);
  for (const { href } of ALL) expect(sitemap).toContain(`${href}</loc>`);
  expect(sitemap.match(/hreflang="x-default"/g)).toHaveLength(ALL.length);
  for (const { href } of ARTICLES.filter((article) => article.lang === 'en')) {
    const entry = new RegExp(`<url><loc>[^<]*${href}</loc>(.*?)</url>`).exec(sitemap)?.[1] ?? '';
    for (const other of ARTICLES.filter((article) => article.id === href.split('/').at(-1)))
      expect(entry, href).toContain(`${other.href}"/>`);
  }
  expect(await (await request.get('/robots.txt')).text()).toContain('Sitemap:');
});
