import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { LANGS } from '../../src/config/languages';
import { PAGES, PRECACHED_PAGES, TOUR_PAGES } from './helpers';

const dist = join(import.meta.dirname, '../../dist');

function precacheUrls(): string[] {
  const worker = readFileSync(join(dist, 'sw.js'), 'utf8');
  return [...worker.matchAll(/"url":"([^"]+)"/g)].map((match) => decodeURIComponent(match[1] ?? ''));
}

test('the build emits the worker and the manifest, and precaches every fixed page in every language', () => {
  const urls = precacheUrls();
  expect(urls).toContain('manifest.webmanifest');
  const documentFor = (href: string) => decodeURI(href.endsWith('/') ? `${href}index.html` : `${href}.html`).slice(1);
  for (const { href } of PRECACHED_PAGES) expect(urls, href).toContain(documentFor(href));
  // Tours are kept per language on request, as articles are; the thank-you page is reached only online.
  for (const { href } of [...TOUR_PAGES, ...PAGES.filter((page) => page.page === 'thanks')]) {
    expect(urls, href).not.toContain(documentFor(href));
  }
  for (const lang of LANGS) {
    expect(urls).toContain(`${lang}/offline.html`);
    expect(urls).toContain(`${lang}/404.html`);
  }
  for (const url of urls) expect(statSync(join(dist, url)).isFile(), url).toBe(true);
});

test('no video or other large media is precached', () => {
  const urls = precacheUrls();
  expect(urls.filter((url) => /\.(webm|mp4|mov|m4v)$/.test(url))).toEqual([]);
  const largest = Math.max(...urls.map((url) => statSync(join(dist, url)).size));
  expect(largest).toBeLessThan(400_000);
});

test('the manifest describes an installable app, and every icon has the size it declares', async ({ request }) => {
  const manifest = await (await request.get('/manifest.webmanifest')).json();
  expect(manifest).toMatchObject({
    name: expect.any(String),
    short_name: expect.any(String),
    description: expect.any(String),
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: expect.stringMatching(/^#[0-9a-f]{6}$/i),
    background_color: expect.stringMatching(/^#[0-9a-f]{6}$/i),
    lang: expect.any(String),
  });
  const images = [...manifest.icons, ...manifest.screenshots] as { src: string; sizes: string; purpose?: string }[];
  expect(manifest.icons.map((icon: { sizes: string }) => icon.sizes)).toEqual(
    expect.arrayContaining(['192x192', '512x512']),
  );
  expect(manifest.icons.some((icon: { purpose?: string }) => icon.purpose === 'maskable')).toBe(true);
  expect(manifest.screenshots.map((shot: { form_factor: string }) => shot.form_factor).sort()).toEqual([
    'narrow',
    'wide',
  ]);

  const html = await (await request.get('/en/')).text();
  const appleTouch = html.match(/<link rel="apple-touch-icon" href="([^"]+)"/)?.[1];
  expect(appleTouch).toBeTruthy();
  images.push({ src: appleTouch ?? '', sizes: '180x180' });

  for (const image of images) {
    const response = await request.get(image.src);
    expect(response.headers()['content-type'], image.src).toContain('image/png');
    const png = await response.body();
    const size = `${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`; // width and height from the IHDR chunk
    expect(size, image.src).toBe(image.sizes);
  }
});
