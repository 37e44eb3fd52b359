import { createHash } from 'node:crypto';
import { resolveEndpoint } from '../../src/features/enquiry/core/config.ts';

/** `sha256-…` sources for every inline script that runs (JSON-LD data blocks do not). */
export function inlineScriptHashes(html: string): string[] {
  const scripts = html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g);
  return [...scripts]
    .filter(([, attributes]) => !/type="application\/(ld\+)?json"/.test(attributes ?? ''))
    .map(
      ([, , body]) =>
        `'sha256-${createHash('sha256')
          .update(body ?? '')
          .digest('base64')}'`,
    );
}

export function formOrigin(env: Record<string, string | undefined>): string {
  const { endpoint } = resolveEndpoint({ endpoint: env.VITE_FORM_ENDPOINT, accessKey: env.VITE_FORM_ACCESS_KEY });
  return new URL(endpoint).origin;
}

export function contentSecurityPolicy(scriptHashes: Iterable<string>, connectOrigin: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${[...new Set(scriptHashes)].sort().join(' ')}`,
    // react-hot-toast writes its styles into a <style> element at run time; scripts stay strict.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:", // the WhatsApp QR code is an SVG data URL
    "media-src 'self'",
    "font-src 'self'",
    `connect-src 'self' ${connectOrigin}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * dist/_headers (Netlify / Cloudflare Pages format). scripts/server reads the same file, so the headers
 * served locally are the ones a static host applies. Hosts default to revalidating everything else.
 */
export function headersFile(csp: string): string {
  const rules: [string, Record<string, string>][] = [
    [
      '/*',
      {
        'Content-Security-Policy': csp,
        'X-Frame-Options': 'DENY',
        'X-Content-Type-Options': 'nosniff',
        'Referrer-Policy': 'strict-origin-when-cross-origin',
        'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
      },
    ],
    ['/assets/*', { 'Cache-Control': 'public, max-age=31536000, immutable' }],
    ['/sw.js', { 'Cache-Control': 'no-cache' }],
    ['/manifest.webmanifest', { 'Cache-Control': 'no-cache' }],
  ];
  return rules
    .map(([path, headers]) =>
      [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n'),
    )
    .join('\n');
}
