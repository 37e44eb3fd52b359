/**
 * Every page the site has, as one typed route tree under the language. The router matches these English route
 * paths; the addresses visitors see are each language's own (src/config/routes.ts maps one onto the other, the
 * router's `rewrite` option in router.tsx applies it).
 *
 * Adding a page: a key, slugs and route segment in src/config/routes.ts (PAGES, ROUTE_SEGMENTS), its module in
 * page-files.ts, and one `fixedPage('<key>')` line in `pages` below.
 */
import { createRootRoute, createRoute, notFound, redirect } from '@tanstack/react-router';
import { DEFAULT_LANG, isLang, type Lang } from '../config/languages';
import { OFFLINE_SEGMENT, type PageKey, ROUTE_SEGMENTS, tourSlugs, UNKNOWN } from '../config/routes';
import { findPost } from '../content/blog/posts';
import { loadMessages, translate } from '../shared/i18n/messages';
import { headForRedirect, headForView } from './head';
import { oldArticleLink } from './old-article-link';
import { loadView, type View } from './pages';
import { AppError } from './routes/app-error';
import { LangLayout } from './routes/lang-layout';
import { NotFound, NotFoundPage } from './routes/not-found';
import { OfflinePage } from './routes/offline-page';
import { PageView } from './routes/page-view';
import { RedirectPage } from './routes/redirect-page';
import { RootDocument } from './routes/root-document';
import { preloadShell } from './shell/shell';

const prefixLang = (pathname: string): Lang => {
  const prefix = pathname.split('/')[1];
  return isLang(prefix) ? prefix : DEFAULT_LANG;
};

const rootRoute = createRootRoute({
  component: RootDocument,
  errorComponent: AppError,
  notFoundComponent: NotFound,
  // The strings of the page's own language (its prefix; the default one at `/` or under an unknown prefix), which
  // the document, the error and the not-found pages draw in.
  loader: ({ location }) => loadMessages(prefixLang(location.pathname)).then(() => null),
});

/** `/`: forwards to the visitor's language (src/app/redirect-stub.ts). */
const indexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  component: RedirectPage,
  head: () => headForRedirect(translate(DEFAULT_LANG, 'redirect.title')),
});

const langRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '$lang',
  // Checked in beforeLoad: an unknown prefix forwards to `/` rather than failing.
  params: { parse: ({ lang }) => ({ lang: lang as Lang }), stringify: ({ lang }) => ({ lang }) },
  beforeLoad: ({ params }) => {
    // Unknown prefixes only reach the router in the browser (static stubs handle first loads).
    if (!isLang(params.lang)) throw redirect({ to: '/' });
    return { lang: params.lang };
  },
  loader: ({ params }) => Promise.all([loadMessages(params.lang), preloadShell()]).then(() => null),
  component: LangLayout,
  notFoundComponent: NotFoundPage,
});

/** A page with no tour or article in its address: home, the listing, the policies, the thank-you page. */
function fixedPage<const Key extends PageKey>(page: Key) {
  return createRoute({
    getParentRoute: () => langRoute,
    path: ROUTE_SEGMENTS[page],
    loader: ({ context }) => loadView({ page, lang: context.lang }),
    head: ({ loaderData }) => headForView(loaderData),
    component: () => <PageView page={page} />,
  });
}

/** Old shared links (`/en/blog?post=<id>`) land on the article's own page. */
const blogRoute = createRoute({
  getParentRoute: () => langRoute,
  path: ROUTE_SEGMENTS.blog,
  beforeLoad: ({ location }) => {
    const old = oldArticleLink(location.pathname, (location.search as { post?: unknown }).post);
    if (old) throw redirect({ to: '/$lang/blog/$article', params: old, replace: true });
  },
  loader: ({ params }) => loadView({ page: 'blog', lang: params.lang }),
  head: ({ loaderData }) => headForView(loaderData),
  component: () => <PageView page="blog" />,
});

const articleRoute = createRoute({
  getParentRoute: () => langRoute,
  path: `${ROUTE_SEGMENTS.blog}/$article`,
  loader: ({ params }) => {
    if (!findPost(params.article)) throw notFound();
    return loadView({ page: 'article', lang: params.lang, id: params.article });
  },
  head: ({ loaderData }) => headForView(loaderData),
  component: () => <PageView page="article" />,
});

const tourRoute = createRoute({
  getParentRoute: () => langRoute,
  path: `${ROUTE_SEGMENTS.tours}/$tour`,
  loader: ({ params }) => {
    if (!tourSlugs()[params.tour]) throw notFound();
    return loadView({ page: 'tour', lang: params.lang, id: params.tour });
  },
  head: ({ loaderData }) => headForView(loaderData),
  component: () => <PageView page="tour" />,
});

const offlineRoute = createRoute({
  getParentRoute: () => langRoute,
  path: OFFLINE_SEGMENT,
  component: OfflinePage,
  head: ({ params }) => headForRedirect(translate(params.lang, 'offline.title')),
});

/** Any other address under a language (src/config/routes.ts marks them): the not-found page, answered with 404. */
const notFoundRoute = createRoute({
  getParentRoute: () => langRoute,
  path: `${UNKNOWN}/$`,
  loader: (): View => {
    throw notFound();
  },
});

const pages = [
  fixedPage('home'),
  fixedPage('tours'),
  fixedPage('privacy'),
  fixedPage('terms'),
  fixedPage('thanks'),
  fixedPage('churches'),
  blogRoute,
  articleRoute,
  tourRoute,
] as const;

export const routeTree = rootRoute.addChildren([
  indexRoute,
  langRoute.addChildren([...pages, offlineRoute, notFoundRoute]),
]);
