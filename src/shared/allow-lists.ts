/**
 * What content HTML may hold: DOMPurify applies these at build time (scripts/content/sanitize.ts), and the
 * Trusted Types policy checks the markup against them again before it reaches innerHTML (ui/prose.tsx).
 */

/** Policy HTML: paragraphs, lists and emphasis only; never scripts, embeds, forms or styles. */
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
