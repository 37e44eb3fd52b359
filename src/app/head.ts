import { LANGUAGES, type Lang } from '../config/languages';
import { hrefFor, languageAlternates, type PageKey, UNLISTED_PAGES } from '../config/routes';
import { absoluteUrl, shareImagePath } from '../content/site';
import { translate } from '../shared/i18n/messages';
import type { PageHead, ViewKey } from '../shared/page-head';
import { organisationJsonLd } from './structured-data';

type Meta = Record<string, unknown>;

function alternateLinks(hrefIn: (lang: Lang) => string) {
  return languageAlternates(hrefIn).map(({ hreflang, href }) => ({
    rel: 'alternate',
    hrefLang: hreflang,
    href: absoluteUrl(href),
  }));
}

export function headForPage({ page, lang, head }: { page: ViewKey; lang: Lang; head: PageHead }) {
  const fixedPage = page === 'article' || page === 'tour' ? 'blog' : page;
  const hrefIn = (other: Lang) => head.hrefs?.[other] ?? hrefFor(fixedPage, other);
  const url = absoluteUrl(hrefIn(lang));
  const shared = page === 'article' ? 'blog' : UNLISTED_PAGES.includes(page as PageKey) ? 'home' : fixedPage;
  const image = absoluteUrl(shareImagePath(head.shareImage ?? shared));
  const meta: Meta[] = [
    { title: head.title },
    { name: 'description', content: head.description },
    { name: 'keywords', content: head.keywords },
    { name: 'author', content: translate(lang, 'seo.author') },
    { name: 'robots', content: head.noindex ? 'noindex,follow' : 'index,follow' },
    { name: 'language', content: LANGUAGES[lang].htmlLang },
    { property: 'og:type', content: head.ogType ?? 'website' },
    { property: 'og:site_name', content: translate(lang, 'brand.name') },
    { property: 'og:title', content: head.title },
    { property: 'og:description', content: head.description },
    { property: 'og:url', content: url },
    { property: 'og:image', content: image },
    { property: 'og:locale', content: LANGUAGES[lang].ogLocale },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: head.title },
    { name: 'twitter:description', content: head.description },
    { name: 'twitter:image', content: image },
    { 'script:ld+json': organisationJsonLd(lang) },
    ...(head.jsonLd ?? []).map((data) => ({ 'script:ld+json': data })),
  ];
  // A page kept out of search results names no canonical address, as the forwarding pages do.
  return { meta, links: head.noindex ? [] : [{ rel: 'canonical', href: url }, ...alternateLinks(hrefIn)] };
}

/** Head tags of a page from its route's loader data; none while it has none (a page not found). */
export function headForLoaded<Data>(
  page: ViewKey,
  lang: Lang,
  data: Data | undefined,
  head: (lang: Lang, data: Data) => PageHead,
) {
  return data === undefined ? {} : headForPage({ page, lang, head: head(lang, data) });
}

/** Pages that only forward the visitor (`/`, unprefixed names) or stand in for one (offline): never indexed. */
export function headForRedirect(title: string) {
  return { meta: [{ title }, { name: 'robots', content: 'noindex,nofollow' }] };
}
