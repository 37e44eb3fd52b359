import type { Lang } from '../../src/config/languages.ts';
import {
  allArticleUrls,
  allPageUrls,
  allTourUrls,
  articleHref,
  hrefFor,
  languageAlternates,
  tourHref,
  UNLISTED_PAGES,
} from '../../src/config/routes.ts';
import { absoluteUrl } from '../../src/content/site.ts';

/** One sitemap entry: the address in `lang`, with the same alternates the page's head lists, all on `siteUrl`. */
function entry(siteUrl: string, lang: Lang, hrefIn: (lang: Lang) => string) {
  const alternates = languageAlternates(hrefIn)
    .map(
      ({ hreflang, href }) =>
        `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${absoluteUrl(href, siteUrl)}"/>`,
    )
    .join('');
  return `<url><loc>${absoluteUrl(hrefIn(lang), siteUrl)}</loc>${alternates}</url>`;
}

/** Every page, every tour and every blog article in every language, each with its alternates. */
export function sitemapXml(siteUrl: string, articleIds: readonly string[]): string {
  const urls = [
    ...allPageUrls()
      .filter(({ page }) => !UNLISTED_PAGES.includes(page))
      .map(({ page, lang }) => entry(siteUrl, lang, (other) => hrefFor(page, other))),
    ...allTourUrls().map(({ id, lang }) => entry(siteUrl, lang, (other) => tourHref(id, other))),
    ...allArticleUrls(articleIds).map(({ id, lang }) => entry(siteUrl, lang, (other) => articleHref(id, other))),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /admin/\n\nSitemap: ${absoluteUrl('/sitemap.xml', siteUrl)}\n`;
}
