import DOMPurify, { type WindowLike } from 'dompurify';
import { JSDOM } from 'jsdom';

/** The spec's allow-list for policy HTML. */
export const POLICY_ALLOW_LIST = {
  ALLOWED_TAGS: ['p', 'ul', 'ol', 'li', 'strong', 'em', 'br'],
  ALLOWED_ATTR: ['class'],
  FORBID_TAGS: ['script', 'object', 'embed', 'form', 'input', 'iframe', 'style'],
  FORBID_ATTR: ['onerror', 'onload', 'onclick', 'onmouseover', 'onfocus', 'onblur', 'style'],
};

/** Articles and itinerary days: the policy's list plus the quotes and subheadings their Markdown makes. */
export const ARTICLE_ALLOW_LIST = {
  ...POLICY_ALLOW_LIST,
  ALLOWED_TAGS: [...POLICY_ALLOW_LIST.ALLOWED_TAGS, 'blockquote', 'h3'],
};

export type AllowList = typeof POLICY_ALLOW_LIST;

let purify: ReturnType<typeof DOMPurify> | undefined;

/** DOMPurify at build time (under jsdom, or the given window), so the browser never downloads it. */
export function sanitize(html: string, allow: AllowList, window?: WindowLike): string {
  if (window) return DOMPurify(window).sanitize(html, allow);
  purify ??= DOMPurify(new JSDOM('').window as unknown as WindowLike);
  return purify.sanitize(html, allow);
}
