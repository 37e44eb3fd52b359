import { allPageUrls, hrefFor, languageAlternates } from '../../src/config/routes.ts';
import { absoluteUrl } from '../../src/content/site.ts';

/** Every page with the same alternates its head lists, all on `siteUrl`. */
export function sitemapXml(siteUrl: string): string {
  const urls = allPageUrls().map(({ page, lang }) => {
    const alternates = languageAlternates(page)
      .map(
        ({ hreflang, href }) =>
          `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${absoluteUrl(href, siteUrl)}"/>`,
      )
      .join('');
    return `<url><loc>${absoluteUrl(hrefFor(page, lang), siteUrl)}</loc>${alternates}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl('/sitemap.xml', siteUrl)}\n`;
}
