import { expect, test } from '@playwright/test';
import { ARTICLES, LISTED_PAGES, PAGES } from './helpers';

const ALL = [...LISTED_PAGES, ...ARTICLES];

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

test('every page has one canonical, hreflang alternates that point at each other, and valid JSON-LD', async ({
  request,
}) => {
  for (const { href } of ALL) {
    const html = await (await request.get(href)).text();
    const canonical = attr(html, /<link rel="canonical" href="([^"]+)"/g);
    expect(canonical, href).toHaveLength(1);
    expect(new URL(canonical[0] ?? '').pathname).toBe(href);
    const alternates = attr(html, /<link rel="alternate" hrefLang="([^"]+)"/g);
    // Traditional Chinese is offered as both zh-HK and zh-TW on every page (Taiwanese readers are sent to the hk pages too).
    expect(alternates.sort(), href).toEqual(['en', 'x-default', 'zh-CN', 'zh-HK', 'zh-TW']);
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

/** `hreflang href` pairs of a page's head or of one sitemap entry, sorted. */
const alternatePairs = (markup: string, pattern: RegExp) =>
  [...markup.matchAll(pattern)].map(([, hreflang, url]) => `${hreflang} ${url}`).sort();

test('sitemap.xml lists every page and article with exactly the alternates its head gives, and robots.txt points at it', async ({
  request,
}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const entries = attr(sitemap, /<url>([\s\S]*?)<\/url>/g);
  expect(entries).toHaveLength(ALL.length);
  for (const { href } of ALL) {
    const entry = entries.find((markup) =>
      attr(markup, /<loc>([^<]+)<\/loc>/g).some((loc) => new URL(loc).pathname === href),
    );
    expect(entry, href).toBeDefined();
    const head = await (await request.get(href)).text();
    expect(
      alternatePairs(entry ?? '', /<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g),
      href,
    ).toEqual(alternatePairs(head, /<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/>/g));
  }
  const robots = await (await request.get('/robots.txt')).text();
  const sitemapLine = attr(robots, /^Sitemap: (.+)$/gm);
  expect(sitemapLine).toHaveLength(1);
  expect(new URL(sitemapLine[0] ?? '').pathname).toBe('/sitemap.xml');
});

test('pages that only forward or stand in (/, unprefixed names, offline, not-found) are noindex with no canonical', async ({
  request,
}) => {
  for (const path of ['/', '/blog', '/en/offline', '/hk/offline', '/en/no-such-page', '/no-such-page']) {
    const html = await (await request.get(path)).text();
    expect(html, path).toContain('<meta name="robots" content="noindex,nofollow"/>');
    expect(html, path).not.toContain('rel="canonical"');
  }
});

test('the thank-you page is kept out of search results: noindex, no canonical, not in the sitemap', async ({
  request,
}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const { href } of PAGES.filter((page) => page.page === 'thanks')) {
    const html = await (await request.get(href)).text();
    expect(html, href).toContain('<meta name="robots" content="noindex,follow"/>');
    expect(html, href).not.toContain('rel="canonical"');
    expect(sitemap).not.toContain(href);
  }
});
