/** HTML rendered from the content's Markdown and sanitised at build time (scripts/content/sanitize.ts). */
export function Prose({ html, className }: { html: string; className?: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: built from Markdown and sanitised with DOMPurify at build time
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
