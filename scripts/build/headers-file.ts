import { createHash } from 'node:crypto';
import { parse } from 'parse5';
import { resolveEndpoint } from '../../src/features/enquiry/core/service.ts';
import { TRUSTED_TYPES_POLICIES } from '../../src/shared/trusted-types.ts';
import { attributeOf, elementsIn, type HtmlElement, textOf } from './html-tree.ts';

const hashSource = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** `sha256-…` sources for every inline script that runs (JSON-LD data blocks do not). */
export function inlineScriptHashes(html: string): string[] {
  const data = ['application/json', 'application/ld+json'];
  const isInlineCode = (element: HtmlElement) =>
    element.tagName === 'script' &&
    attributeOf(element, 'src') === undefined &&
    !data.includes(attributeOf(element, 'type') ?? '');
  return elementsIn(parse(html), isInlineCode).map((script) => hashSource(textOf(script)));
}

/**
 * `sha256-…` sources for any prerendered `style` attribute (the pages have none today), allowed one by one
 * through 'unsafe-hashes' instead of allowing every inline style.
 */
export function styleAttributeHashes(html: string): string[] {
  return elementsIn(parse(html))
    .map((element) => attributeOf(element, 'style'))
    .filter((value) => value !== undefined)
    .map(hashSource);
}

export function formOrigin(env: Record<string, string | undefined>): string {
  const { endpoint } = resolveEndpoint({ endpoint: env.VITE_FORM_ENDPOINT, accessKey: env.VITE_FORM_ACCESS_KEY });
  return new URL(endpoint).origin;
}

const sources = (hashes: Iterable<string>) => [...new Set(hashes)].sort().join(' ');

export function contentSecurityPolicy(
  hashes: { scripts: Iterable<string>; styleAttributes: Iterable<string> },
  connectOrigin: string,
): string {
  const styleAttributes = sources(hashes.styleAttributes);
  return [
    "default-src 'self'",
    `script-src 'self' ${sources(hashes.scripts)}`,
    `style-src 'self'${styleAttributes && ` 'unsafe-hashes' ${styleAttributes}`}`,
    "img-src 'self' data:", // the WhatsApp QR code is an SVG data URL
    "media-src 'self'",
    "font-src 'self'",
    `connect-src 'self' ${connectOrigin}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    `form-action 'self' ${connectOrigin}`, // the enquiry form, posted by the browser before scripts run
    "frame-ancestors 'none'",
    // DOM sinks (innerHTML, script URLs) take only values from the site's policies (src/shared/trusted-types.ts).
    "require-trusted-types-for 'script'",
    `trusted-types ${TRUSTED_TYPES_POLICIES.join(' ')}`,
  ].join('; ');
}

/**
 * The editor's policy (/admin/), never the site's: Decap CMS styles with inline styles, shows GitHub avatars and pictures, talks to
 * GitHub's API (or to decap-server on this machine under `npm run cms`) and opens the sign-in helper's window.
 */
export function adminContentSecurityPolicy(proxyOrigin: string): string {
  return [
    "default-src 'self'",
    // Decap validates its configuration with ajv, which compiles validators with `new Function`.
    "script-src 'self' 'unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https://avatars.githubusercontent.com https://raw.githubusercontent.com",
    "font-src 'self' data:",
    // blob: and data: for a picture being uploaded (the editor reads the chosen file through a blob: address).
    `connect-src 'self' blob: data: https://api.github.com ${proxyOrigin}`,
    "frame-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * dist/_headers (Netlify / Cloudflare Pages format). scripts/server reads the same file, so the headers
 * served locally are the ones a static host applies. Hosts default to revalidating everything else.
 */
export function headersFile(csp: string, adminCsp: string): string {
  const rules: [string, Record<string, string>][] = [
    [
      '/*',
      {
        'Content-Security-Policy': csp,
        // Two years, subdomains too; browsers ignore it over plain HTTP (the local server), so it is safe everywhere.
        'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
        'X-Frame-Options': 'DENY',
        'X-Content-Type-Options': 'nosniff',
        'Referrer-Policy': 'strict-origin-when-cross-origin',
        'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
      },
    ],
    ['/admin/*', { '! Content-Security-Policy': '', 'Content-Security-Policy': adminCsp, 'X-Robots-Tag': 'noindex' }],
    ['/assets/*', { 'Cache-Control': 'public, max-age=31536000, immutable' }],
    ['/sw.js', { 'Cache-Control': 'no-cache' }],
    ['/manifest.webmanifest', { 'Cache-Control': 'no-cache' }],
  ];
  return rules
    .map(([path, headers]) =>
      [path, ...Object.entries(headers).map(([name, value]) => (value ? `  ${name}: ${value}` : `  ${name}`))].join(
        '\n',
      ),
    )
    .join('\n');
}
