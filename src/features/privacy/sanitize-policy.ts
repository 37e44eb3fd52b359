import DOMPurify, { type WindowLike } from 'dompurify';
import { POLICY_PURIFY_CONFIG } from './policy-allow-list.ts';

/** Sanitises policy HTML with DOMPurify bound to `window` (a jsdom window on the server). */
export function sanitizePolicyHtml(html: string, window: WindowLike): string {
  return DOMPurify(window).sanitize(html, POLICY_PURIFY_CONFIG);
}
