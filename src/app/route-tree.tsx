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
import { AppError } from './routes/app-error';
import { LangLayout } from './routes/lang-layout';
import { RootDocument } from './routes/root-document';
import { preloadShell } from './shell/shell';

/**
 * Each page's data and head code, loaded with its route: the start-up of a page carries only its own (home's is
 * the one most visits start on, so it stays in). Loaders and heads may both be async.
 */
const blogData = () => import('../features/blog/blog-page-data');
const churchesData = () => import('../features/churches/churches-page-data');
const privacyData = () => import('../features/privacy/privacy-page-data');
const termsData = () => import('../features/terms/terms-page-data');
const tourData = () => import('../features/tours/tour-page-data');
const toursData = () => import('../features/tours/tours-page-data');
const thanksHead = () => import('../features/enquiry/thanks-page-head');

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
  loader: ({ context }) => toursData().then(({ loadToursPage }) => loadToursPage(context.lang)),
  head: async ({ loaderData, params }) =>
    headForLoaded('tours', params.lang, loaderData, (await toursData()).toursPageHead),
  component: lazyRouteComponent(() => import('./pages/tours')),
});

const tourRoute = createRoute({
  getParentRoute: () => langRoute,
  path: `${ROUTE_SEGMENTS.tours}/$tour`,
  loader: ({ params }) => {
    if (!tourSlugs()[params.tour]) throw notFound();
    return tourData().then(({ loadTourPageData }) => loadTourPageData(params.tour, params.lang));
  },
  head: async ({ loaderData, params }) =>
    headForLoaded('tour', params.lang, loaderData, (await tourData()).tourPageHead),
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
  loader: ({ params }) => blogData().then(({ loadBlogPage }) => loadBlogPage(params.lang)),
  head: async ({ loaderData, params }) =>
    headForLoaded('blog', params.lang, loaderData, (await blogData()).blogPageHead),
  component: lazyRouteComponent(() => import('./pages/blog')),
});

const articleRoute = createRoute({
  getParentRoute: () => langRoute,
  path: `${ROUTE_SEGMENTS.blog}/$article`,
  loader: ({ params }) => {
    if (!findPost(params.article)) throw notFound();
    return blogData().then(({ loadArticlePage }) => loadArticlePage(params.article, params.lang));
  },
  head: async ({ loaderData, params }) =>
    headForLoaded('article', params.lang, loaderData, (await blogData()).articlePageHead),
  component: lazyRouteComponent(() => import('./pages/article')),
});

const privacyRoute = createRoute({
  getParentRoute: () => langRoute,
  path: ROUTE_SEGMENTS.privacy,
  loader: ({ context }) => privacyData().then(({ loadPrivacyPage }) => loadPrivacyPage(context.lang)),
  head: async ({ loaderData, params }) =>
    headForLoaded('privacy', params.lang, loaderData, (await privacyData()).privacyPageHead),
  component: lazyRouteComponent(() => import('./pages/privacy')),
});

const termsRoute = createRoute({
  getParentRoute: () => langRoute,
  path: ROUTE_SEGMENTS.terms,
  loader: ({ context }) => termsData().then(({ loadTermsPage }) => loadTermsPage(context.lang)),
  head: async ({ loaderData, params }) =>
    headForLoaded('terms', params.lang, loaderData, (await termsData()).termsPageHead),
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
  loader: ({ context }) => churchesData().then(({ loadChurchesPage }) => loadChurchesPage(context.lang)),
  head: async ({ loaderData, params }) =>
    headForLoaded('churches', params.lang, loaderData, (await churchesData()).churchesPageHead),
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
