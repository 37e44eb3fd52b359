import { allPageUrls, hrefFor, LANGS, LANGUAGES, type PageKey } from '../../src/config/routes.ts';

function absolute(siteUrl: string, page: PageKey, lang: (typeof LANGS)[number]) {
  return new URL(hrefFor(page, lang), siteUrl).href;
}

export function sitemapXml(siteUrl: string): string {
  const urls = allPageUrls().map(({ page, lang }) => {
    const alternates = LANGS.map(
      (other) =>
        `<xhtml:link rel="alternate" hreflang="${LANGUAGES[other].htmlLang}" href="${absolute(siteUrl, page, other)}"/>`,
    ).join('');
    const xDefault = `<xhtml:link rel="alternate" hreflang="x-default" href="${absolute(siteUrl, 'home', 'hk')}"/>`;
    return `<url><loc>${absolute(siteUrl, page, lang)}</loc>${alternates}${xDefault}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${new URL('/sitemap.xml', siteUrl).href}\n`;
}
