/**
 * Every page the site has, as one typed route tree under the language. The router matches these English route
 * paths; the addresses visitors see are each language's own (src/config/routes.ts maps one onto the other, the
 * router's `rewrite` option in router.tsx applies it).
 *
 * Each page route's loader returns the page's content (its component reads it with `getRouteApi(…).useLoaderData()`),
 * its `head` is computed from that data, and its component is loaded lazily from src/app/pages/<page>.tsx.
 * Adding a page: a key, slugs and route segment in src/config/routes.ts (PAGES, ROUTE_SEGMENTS), its module in
 * src/app/pages/, and its route below.
 */
import { createRootRoute, createRoute, lazyRouteComponent, notFound, redirect } from '@tanstack/react-router';
import { DEFAULT_LANG, isLang, type Lang } from '../config/languages';
import { OFFLINE_SEGMENT, ROUTE_SEGMENTS, tourSlugs, UNKNOWN } from '../config/routes';
import { findPost } from '../content/blog/posts';
import { homePageHead, loadHomePage } from '../features/home/home-page-data';
import { loadMessages, translate } from '../shared/i18n/messages';
import { headForLoaded, headForPage, headForRedirect } from './head';
import { homeContact } from './home-contact';
import { oldArticleLink } from './old-article-link';
import { withPageData } from './page-route';
import { AppError } from './routes/app-error';
import { LangLayout } from './routes/lang-layout';
import { RootDocument } from './routes/root-document';
import { preloadShell } from './shell/shell';

/** Each page's data and head code (src/app/page-route.ts); home's stays in the start-up most visits begin with. */
const blogData = () => import('../features/blog/blog-page-data');
const thanksHead = () => import('../features/enquiry/thanks-page-head');

const tourPage = withPageData('tour', () =>
  import('../features/tours/tour-page-data').then((module) => module.tourPage),
);
const articlePage = withPageData('article', () => blogData().then((module) => module.articlePage));

/** Pages a visit seldom starts on (or only when something went wrong) load when shown. */
const NotFound = lazyRouteComponent(() => import('./routes/not-found'), 'NotFound');
const NotFoundPage = lazyRouteComponent(() => import('./routes/not-found'), 'NotFoundPage');

const prefixLang = (pathname: string): Lang => {
  const prefix = pathname.split('/')[1];
  return isLang(prefix) ? prefix : DEFAULT_LANG;
};

/**
 * The strings of the page's own language (its prefix; the default one at `/` or under an unknown prefix), which
 * the document, the error and the not-found pages draw in. Kept apart from the loader data (so not repeated in
 * every page's HTML): the start-up loads them before hydrating (entry-client.tsx).
 */
export const loadMessagesOf = (pathname: string) => loadMessages(prefixLang(pathname));

const rootRoute = createRootRoute({
  component: RootDocument,
  errorComponent: AppError,
  notFoundComponent: NotFound,
  loader: ({ location }) => loadMessagesOf(location.pathname).then(() => null),
});

/** `/`: forwards to the visitor's language (src/app/redirect-stub.ts). */
const indexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  component: lazyRouteComponent(() => import('./routes/redirect-page'), 'RedirectPage'),
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

const homeRoute = createRoute({
  getParentRoute: () => langRoute,
  path: ROUTE_SEGMENTS.home,
  loader: async ({ context }) => {
    const [data] = await Promise.all([loadHomePage(context.lang), homeContact.load()]);
    return data;
  },
  head: ({ loaderData, params }) => headForLoaded('home', params.lang, loaderData, homePageHead),
  component: lazyRouteComponent(() => import('./pages/home')),
});

const toursRoute = createRoute({
  getParentRoute: () => langRoute,
  path: ROUTE_SEGMENTS.tours,
  ...withPageData('tours', () => import('../features/tours/tours-page-data').then((module) => module.toursPage)),
  component: lazyRouteComponent(() => import('./pages/tours')),
});

const tourRoute = createRoute({
  getParentRoute: () => langRoute,
  path: `${ROUTE_SEGMENTS.tours}/$tour`,
  ...tourPage,
  loader: (context) => {
    if (!tourSlugs()[context.params.tour]) throw notFound();
    return tourPage.loader(context);
  },
  component: lazyRouteComponent(() => import('./pages/tour')),
});

/** Old shared links (`/en/blog?post=<id>`) land on the article's own page. */
const blogRoute = createRoute({
  getParentRoute: () => langRoute,
  path: ROUTE_SEGMENTS.blog,
  beforeLoad: ({ location }) => {
    const old = oldArticleLink(location.pathname, (location.search as { post?: unknown }).post);
    if (old) throw redirect({ to: '/$lang/blog/$article', params: old, replace: true });
  },
  ...withPageData('blog', () => blogData().then((module) => module.blogPage)),
  component: lazyRouteComponent(() => import('./pages/blog')),
});

const articleRoute = createRoute({
  getParentRoute: () => langRoute,
  path: `${ROUTE_SEGMENTS.blog}/$article`,
  ...articlePage,
  loader: (context) => {
    if (!findPost(context.params.article)) throw notFound();
    return articlePage.loader(context);
  },
  component: lazyRouteComponent(() => import('./pages/article')),
});

const privacyRoute = createRoute({
  getParentRoute: () => langRoute,
  path: ROUTE_SEGMENTS.privacy,
  ...withPageData('privacy', () =>
    import('../features/privacy/privacy-page-data').then((module) => module.privacyPage),
  ),
  component: lazyRouteComponent(() => import('./pages/privacy')),
});

const termsRoute = createRoute({
  getParentRoute: () => langRoute,
  path: ROUTE_SEGMENTS.terms,
  ...withPageData('terms', () => import('../features/terms/terms-page-data').then((module) => module.termsPage)),
  component: lazyRouteComponent(() => import('./pages/terms')),
});

const thanksRoute = createRoute({
  getParentRoute: () => langRoute,
  path: ROUTE_SEGMENTS.thanks,
  head: async ({ params }) =>
    headForPage({ page: 'thanks', lang: params.lang, head: (await thanksHead()).thanksPageHead(params.lang) }),
  component: lazyRouteComponent(() => import('./pages/thanks')),
});

const churchesRoute = createRoute({
  getParentRoute: () => langRoute,
  path: ROUTE_SEGMENTS.churches,
  ...withPageData('churches', () =>
    import('../features/churches/churches-page-data').then((module) => module.churchesPage),
  ),
  component: lazyRouteComponent(() => import('./pages/churches')),
});

const offlineRoute = createRoute({
  getParentRoute: () => langRoute,
  path: OFFLINE_SEGMENT,
  component: lazyRouteComponent(() => import('./routes/offline-page'), 'OfflinePage'),
  head: ({ params }) => headForRedirect(translate(params.lang, 'offline.title')),
});

/** Any other address under a language (src/config/routes.ts marks them): the not-found page, answered with 404. */
const notFoundRoute = createRoute({
  getParentRoute: () => langRoute,
  path: `${UNKNOWN}/$`,
  loader: () => {
    throw notFound();
  },
});

export const routeTree = rootRoute.addChildren([
  indexRoute,
  langRoute.addChildren([
    homeRoute,
    toursRoute,
    tourRoute,
    blogRoute,
    articleRoute,
    privacyRoute,
    termsRoute,
    thanksRoute,
    churchesRoute,
    offlineRoute,
    notFoundRoute,
  ]),
]);
