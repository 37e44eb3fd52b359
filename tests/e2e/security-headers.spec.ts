import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { RELAY as RELAY_ORIGIN } from './enquiry-helpers';
import { PAGES } from './helpers';

test('pages, the worker and hashed assets are served with the security and cache headers of dist/_headers', async ({
  request,
}) => {
  const page = (await request.get('/en/')).headers();
  const csp = page['content-security-policy'] ?? '';
  const directive = (name: string) => csp.split('; ').find((part) => part.startsWith(`${name} `)) ?? '';
  expect(directive('script-src')).toMatch(/^script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+$/);
  expect(csp).not.toContain('unsafe-eval');
  expect(csp).not.toContain('unsafe-inline'); // styles too: only the prerendered style attributes, by hash
  expect(directive('style-src')).toMatch(/^style-src 'self'( 'unsafe-hashes'( 'sha256-[A-Za-z0-9+/=]+')+)?$/);
  expect(directive('connect-src')).toBe(`connect-src 'self' ${RELAY_ORIGIN}`);
  expect(directive('frame-ancestors')).toBe("frame-ancestors 'none'");
  expect(page).toMatchObject({
    'x-frame-options': 'DENY',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': expect.stringContaining('camera=()'),
    'cache-control': 'no-cache',
  });
  expect(readFileSync(join(import.meta.dirname, '../../dist/_headers'), 'utf8')).toContain(csp);

  const worker = (await request.get('/sw.js')).headers();
  expect(worker).toMatchObject({ 'cache-control': 'no-cache', 'content-security-policy': csp });

  const html = await (await request.get('/en/')).text();
  const asset = html.match(/href="(\/assets\/[^"]+\.css)"/)?.[1] ?? '';
  const assetHeaders = (await request.get(asset)).headers();
  expect(assetHeaders['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(assetHeaders['x-content-type-options']).toBe('nosniff');
});

test('browsing every page in every language raises no content-security-policy violation', async ({ page }) => {
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { reportViolation: (text: string) => void }).reportViolation(
        `${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`,
      ),
    );
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  for (const { href } of PAGES) {
    await page.goto(href);
    await page.locator('body[data-hydrated]').waitFor();
  }
  await page.goto('/en/#contact');
  await page.locator('body[data-hydrated]').waitFor();
  await page.getByRole('button', { name: 'Schedule a Consultation' }).click();
  await expect(page.getByRole('dialog').getByRole('img')).toBeVisible(); // the QR code, a data: URL
  expect(violations).toEqual([]);
});
