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

/** The HTML `onlyAllowedMarkup` is parsing: the default policy lets the (inert) parser read it, nothing else. */
let vetting: string | undefined;

const outside = (element: Element, allowed: AllowList) =>
  !allowed.tags.includes(element.localName) ||
  [...element.attributes].some((attribute) => !allowed.attributes.includes(attribute.name));

/**
 * Admits HTML whose every element and attribute is on its allow-list, read by the browser's own parser into an
 * inert document (no script runs, nothing loads). Without one (the prerender, which renders what the build has
 * just sanitised with the same allow-lists), it is admitted as it is.
 */
function onlyAllowedMarkup(html: string, allowed: AllowList): string {
  if (typeof DOMParser === 'undefined') return html;
  vetting = html;
  try {
    const document = new DOMParser().parseFromString(html, 'text/html');
    const { head, body, documentElement } = document;
    const comments = document.createNodeIterator(body, NodeFilter.SHOW_COMMENT).nextNode();
    const hoisted = head.childNodes.length > 0 || documentElement.attributes.length > 0 || body.attributes.length > 0;
    if (hoisted || comments || [...body.querySelectorAll('*')].some((element) => outside(element, allowed)))
      throw new TypeError('HTML with markup outside its allow-list');
    return html;
  } finally {
    vetting = undefined;
  }
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
  if (html === REACT_SCRIPT_SHELL || html === vetting || !html.includes('<')) return html;
  throw new TypeError("HTML with markup outside the site's Trusted Types policy");
}

/**
 * React writes two kinds of string into innerHTML that no component can hand it as TrustedHTML: the empty
 * script it builds `<script>` elements from, and the JSON-LD of the page's head (escaped: it holds no `<`).
 * The default policy admits exactly those, text without markup, and the HTML the `pilgrim` policy is parsing to
 * check it (src/shared/trusted-types.ts: `onlyAllowedMarkup`), and nothing else.
 */
export function installDefaultPolicy(): void {
  window.trustedTypes?.createPolicy(TRUSTED_TYPES_POLICIES[1], { createHTML: inertHtml });
}
