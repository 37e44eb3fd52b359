import { createRootRoute, createRoute, notFound, redirect } from '@tanstack/react-router';
import { DEFAULT_LANG, isLang, matchPage } from '../config/routes';
import { loadMessages, translate } from '../features/i18n/messages';
import { headForPage, headForRedirect } from './head';
import { loadedPageHead, loadPage } from './pages';
import { AppError } from './routes/app-error';
import { LangLayout } from './routes/lang-layout';
import { NotFound } from './routes/not-found';
import { OfflinePage } from './routes/offline-page';
import { PageView } from './routes/page-view';
import { RedirectPage } from './routes/redirect-page';
import { RootDocument } from './routes/root-document';

const rootRoute = createRootRoute({
  component: RootDocument,
  errorComponent: AppError,
  notFoundComponent: NotFound,
  loader: () => loadMessages(DEFAULT_LANG).then(() => null),
});

const indexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  component: RedirectPage,
  head: () => headForRedirect(translate(DEFAULT_LANG, 'redirect.title')),
});

const langRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '$lang',
  beforeLoad: ({ params }) => {
    // Unknown prefixes only reach the router in the browser (static stubs handle first loads).
    if (!isLang(params.lang)) throw redirect({ to: '/' });
  },
  loader: ({ params }) => loadMessages(isLang(params.lang) ? params.lang : DEFAULT_LANG).then(() => null),
  component: LangLayout,
  notFoundComponent: NotFound,
});

async function pageLoader(pathname: string) {
  const match = matchPage(pathname);
  if (!match) throw notFound();
  await loadMessages(match.lang); // head text needs them; loaders of parent and child run in parallel
  await loadPage(match.page, match.lang);
  return match;
}

function pageHead(loaderData: Awaited<ReturnType<typeof pageLoader>> | undefined) {
  return loaderData ? headForPage({ ...loaderData, head: loadedPageHead(loaderData.page, loaderData.lang) }) : {};
}

const homeRoute = createRoute({
  getParentRoute: () => langRoute,
  path: '/',
  loader: ({ location }) => pageLoader(location.pathname),
  head: ({ loaderData }) => pageHead(loaderData),
  component: PageView,
});

const pageRoute = createRoute({
  getParentRoute: () => langRoute,
  path: '$slug',
  loader: ({ location }) => pageLoader(location.pathname),
  head: ({ loaderData }) => pageHead(loaderData),
  component: PageView,
});

const offlineRoute = createRoute({
  getParentRoute: () => langRoute,
  path: 'offline',
  component: OfflinePage,
  head: ({ params }) => headForRedirect(translate(isLang(params.lang) ? params.lang : DEFAULT_LANG, 'offline.title')),
});

export const routeTree = rootRoute.addChildren([
  indexRoute,
  langRoute.addChildren([homeRoute, offlineRoute, pageRoute]),
]);
export { homeRoute, pageRoute };
