import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { ARTICLES, LISTED_PAGES } from './helpers';

// Both tests read the one build made before them: keep them in one worker.
test.describe.configure({ mode: 'default' });

// VITE_SITE_URL is the one setting for the public address: a build with it must put that address, and no
// other, in every absolute URL it writes.
const ADDRESS = 'https://example.org';
const root = join(import.meta.dirname, '../..');
const outDir = join(root, '.cache/site-address-dist');

const ALL = [...LISTED_PAGES, ...ARTICLES];

const attr = (text: string, pattern: RegExp) => [...text.matchAll(pattern)].map((match) => match[1] ?? '');

/** Every http(s) string inside a JSON-LD value, except the vocabulary's own addresses (schema.org, schema.org/InStock …). */
function jsonLdUrls(value: unknown): string[] {
  if (typeof value === 'string')
    return /^https?:/.test(value) && !value.startsWith('https://schema.org') ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(jsonLdUrls);
  if (value && typeof value === 'object') return Object.values(value).flatMap(jsonLdUrls);
  return [];
}

test.beforeAll(() => {
  test.setTimeout(240_000);
  execFileSync(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', outDir], {
    cwd: root,
    env: { ...process.env, VITE_SITE_URL: ADDRESS },
    stdio: 'ignore',
  });
});
test.afterAll(() => rmSync(outDir, { recursive: true, force: true }));

test(`a build with VITE_SITE_URL=${ADDRESS} uses it in every absolute URL it writes, articles included`, () => {
  const onSite = (url: string) => expect(new URL(url).origin, url).toBe(ADDRESS);
  for (const { path } of ALL) {
    const html = readFileSync(join(outDir, path.endsWith('/') ? `${path}index.html` : `${path}.html`), 'utf8');
    const canonical = attr(html, /<link rel="canonical" href="([^"]+)"/g);
    const alternates = attr(html, /<link rel="alternate" hrefLang="[^"]+" href="([^"]+)"/g);
    const openGraph = attr(html, /<meta property="og:(?:url|image)" content="([^"]+)"/g);
    const jsonLd = attr(html, /<script type="application\/ld\+json">([\s\S]*?)<\/script>/g).flatMap((json) =>
      jsonLdUrls(JSON.parse(json)),
    );
    expect(canonical, path).toHaveLength(1);
    expect(alternates.length, path).toBeGreaterThan(3);
    expect(openGraph, path).toHaveLength(2);
    expect(jsonLd.length, path).toBeGreaterThan(0);
    for (const url of [...canonical, ...alternates, ...openGraph, ...jsonLd]) onSite(url);
  }
  const sitemap = readFileSync(join(outDir, 'sitemap.xml'), 'utf8');
  const locs = attr(sitemap, /<loc>([^<]+)<\/loc>/g);
  expect(locs).toHaveLength(ALL.length);
  for (const url of [...locs, ...attr(sitemap, /<xhtml:link [^>]*href="([^"]+)"/g)]) onSite(url);
  expect(attr(readFileSync(join(outDir, 'robots.txt'), 'utf8'), /^Sitemap: (.+)$/gm)).toEqual([
    `${ADDRESS}/sitemap.xml`,
  ]);
});

test('no document of that build names the placeholder address', () => {
  const placeholder = /https?:\/\/[^"'\s<]*pilgrim-journeys\.example/;
  const documents = readdirSync(outDir, { recursive: true, encoding: 'utf8' }).filter((file) =>
    /\.(html|xml|txt|webmanifest)$/.test(file),
  );
  expect(documents.length).toBeGreaterThan(0);
  expect(documents.filter((file) => placeholder.test(readFileSync(join(outDir, file), 'utf8')))).toEqual([]);
});
