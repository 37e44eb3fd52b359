import DOMPurify, { type WindowLike } from 'dompurify';

/** The spec's allow-list for policy HTML. */
export const POLICY_PURIFY_CONFIG = {
  ALLOWED_TAGS: ['p', 'ul', 'ol', 'li', 'strong', 'em', 'br'],
  ALLOWED_ATTR: ['class'],
  FORBID_TAGS: ['script', 'object', 'embed', 'form', 'input', 'iframe', 'style'],
  FORBID_ATTR: ['onerror', 'onload', 'onclick', 'onmouseover', 'onfocus', 'onblur', 'style'],
};

/** Sanitises policy HTML with DOMPurify bound to `window` (a jsdom window on the server). */
export function sanitizePolicyHtml(html: string, window: WindowLike): string {
  return DOMPurify(window).sanitize(html, POLICY_PURIFY_CONFIG);
}
