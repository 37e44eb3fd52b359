/// <reference types="trusted-types" />

/**
 * The site's Trusted Types policies; the CSP allows no others (`trusted-types pilgrim default`).
 * `pilgrim`, used by name: script URLs must be same-origin (the service worker, the page's own workers); HTML
 * must be content the build already sanitised (scripts/content/sanitize.ts), checked again against its allow-list.
 * `default`, applied by the browser to plain strings: only what React itself writes (see installDefaultPolicy).
 */
export const TRUSTED_TYPES_POLICIES = ['pilgrim', 'default'] as const;

interface AllowList {
  tags: readonly string[];
  attributes: readonly string[];
}

interface Policy {
  createScriptURL(url: string): TrustedScriptURL | string;
  createHTML(html: string, allowed: AllowList): TrustedHTML | string;
}

function sameOriginUrl(url: string): string {
  const resolved = new URL(url, window.location.href);
  if (resolved.origin !== window.location.origin) throw new TypeError(`Script URL from another origin: ${url}`);
  return resolved.href;
}

const TAG = /<\/?([a-z][a-z0-9]*)((?:\s+[a-z-]+="[^"]*")*)\s*\/?>/gi;

/** Serialised DOM escapes `<` in text, so any `<` left once the allowed tags are removed is markup not allowed. */
function onlyAllowedMarkup(html: string, allowed: AllowList): string {
  const isAllowed = (name: string, attributes: string) =>
    allowed.tags.includes(name.toLowerCase()) &&
    [...attributes.matchAll(/([a-z-]+)="/gi)].every(([, attribute]) => allowed.attributes.includes(attribute ?? ''));
  const rest = html.replace(TAG, (tag, name: string, attributes: string) => (isAllowed(name, attributes) ? '' : tag));
  if (rest.includes('<')) throw new TypeError('HTML with markup outside its allow-list');
  return html;
}

let policy: Policy | undefined;

function thePolicy(): Policy {
  const rules = { createScriptURL: sameOriginUrl, createHTML: onlyAllowedMarkup };
  // Plain checks where the browser has no Trusted Types (and in the prerenderer, which has no window).
  const factory = typeof window === 'undefined' ? undefined : window.trustedTypes;
  policy ??= factory?.createPolicy(TRUSTED_TYPES_POLICIES[0], rules) ?? rules;
  return policy;
}

/** A same-origin script URL for `new Worker` or `serviceWorker.register`; throws for any other origin. */
export function trustedScriptUrl(url: string): TrustedScriptURL | string {
  return thePolicy().createScriptURL(url);
}

/** Build-time sanitised content HTML as TrustedHTML for `dangerouslySetInnerHTML`; throws if it holds anything else. */
export function trustedHtml(html: string, allowed: AllowList): TrustedHTML | string {
  return thePolicy().createHTML(html, allowed);
}

/** How React creates every `<script>` element it renders, so that it never runs. */
const REACT_SCRIPT_SHELL = '<script></script>';

function inertHtml(html: string): string {
  if (html === REACT_SCRIPT_SHELL || !html.includes('<')) return html;
  throw new TypeError("HTML with markup outside the site's Trusted Types policy");
}

/**
 * React writes two kinds of string into innerHTML that no component can hand it as TrustedHTML: the empty
 * script it builds `<script>` elements from, and the JSON-LD of the page's head (escaped: it holds no `<`).
 * The default policy admits exactly those, text without markup, and nothing else.
 */
export function installDefaultPolicy(): void {
  window.trustedTypes?.createPolicy(TRUSTED_TYPES_POLICIES[1], { createHTML: inertHtml });
}
