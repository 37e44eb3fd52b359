import {
  allArticleUrls,
  allPageUrls,
  articleHref,
  hrefFor,
  LANGS,
  LANGUAGES,
  type Lang,
} from '../../src/config/routes.ts';

type HrefIn = (lang: Lang) => string;

function entry(siteUrl: string, lang: Lang, hrefIn: HrefIn) {
  const absolute = (href: string) => new URL(href, siteUrl).href;
  const alternates = LANGS.map(
    (other) =>
      `<xhtml:link rel="alternate" hreflang="${LANGUAGES[other].htmlLang}" href="${absolute(hrefIn(other))}"/>`,
  ).join('');
  const xDefault = `<xhtml:link rel="alternate" hreflang="x-default" href="${absolute(hrefFor('home', 'hk'))}"/>`;
  return `<url><loc>${absolute(hrefIn(lang))}</loc>${alternates}${xDefault}</url>`;
}

/** Every page and every blog article in every language, each with its alternates. */
export function sitemapXml(siteUrl: string, articleIds: readonly string[]): string {
  const urls = [
    ...allPageUrls().map(({ page, lang }) => entry(siteUrl, lang, (other) => hrefFor(page, other))),
    ...allArticleUrls(articleIds).map(({ id, lang }) => entry(siteUrl, lang, (other) => articleHref(id, other))),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${new URL('/sitemap.xml', siteUrl).href}\n`;
}
