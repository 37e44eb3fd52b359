import DOMPurify, { type WindowLike } from 'dompurify';
import { JSDOM } from 'jsdom';
import { type AllowList, ARTICLE_ALLOW_LIST, POLICY_ALLOW_LIST } from '../../src/shared/allow-lists.ts';

export type { AllowList };
export { ARTICLE_ALLOW_LIST, POLICY_ALLOW_LIST };

let purify: ReturnType<typeof DOMPurify> | undefined;

/** DOMPurify at build time (under jsdom, or the given window), so the browser never downloads it. */
export function sanitize(html: string, allow: AllowList, window?: WindowLike): string {
  if (window) return DOMPurify(window).sanitize(html, allow);
  purify ??= DOMPurify(new JSDOM('').window as unknown as WindowLike);
  return purify.sanitize(html, allow);
}
