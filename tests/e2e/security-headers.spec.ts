import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { TRUSTED_TYPES_POLICIES } from '../../src/shared/trusted-types';

// The relay the build posts to (VITE_FORM_ENDPOINT) is the one the browser tests start, on RELAY_PORT.
const RELAY_ORIGIN = `http://127.0.0.1:${process.env.RELAY_PORT ?? 8787}`;
const HSTS = 'max-age=63072000; includeSubDomains';

test('pages, the worker and hashed assets are served with the security (HSTS, Trusted Types) and cache headers of dist/_headers', async ({
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
  // Trusted Types: DOM sinks take only values from the site's own policies (tests/e2e/policy-violations.spec.ts).
  expect(directive('require-trusted-types-for')).toBe("require-trusted-types-for 'script'");
  expect(directive('trusted-types')).toBe(`trusted-types ${TRUSTED_TYPES_POLICIES.join(' ')}`);
  expect(page).toMatchObject({
    'x-frame-options': 'DENY',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'strict-transport-security': HSTS,
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
  expect(assetHeaders['strict-transport-security']).toBe(HSTS);
});
