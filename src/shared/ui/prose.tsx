import { ARTICLE_ALLOW_LIST } from '../allow-lists';
import { trustedHtml } from '../trusted-types';

// Every content HTML was sanitised with one of the allow-lists; the article list holds them all.
const CONTENT_HTML = { tags: ARTICLE_ALLOW_LIST.ALLOWED_TAGS, attributes: ARTICLE_ALLOW_LIST.ALLOWED_ATTR };

/** HTML rendered from the content's Markdown and sanitised at build time (scripts/content/sanitize.ts). */
export function Prose({ html, className }: { html: string; className?: string }) {
  // Passed as TrustedHTML: the CSP enforces Trusted Types, and the policy checks the markup again.
  // data-prose: the editors' own words (docs/style/), told apart from the text the site writes from its fields.
  // biome-ignore lint/security/noDangerouslySetInnerHtml: built from Markdown and sanitised with DOMPurify at build time
  return <div className={className} data-prose dangerouslySetInnerHTML={{ __html: trustedHtml(html, CONTENT_HTML) }} />;
}
