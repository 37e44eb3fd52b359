import { createRootRoute, createRoute, notFound, redirect } from '@tanstack/react-router';
import { DEFAULT_LANG, isLang, type Lang } from '../config/languages';
import { articleHref, matchArticle, matchPage, matchTour } from '../config/routes';
import { findPost } from '../content/blog/posts';
import { loadMessages, translate } from '../shared/i18n/messages';
import type { ViewKey } from '../shared/page-head';
import { headForPage, headForRedirect } from './head';
import { loadedPageHead, loadPage } from './pages';
import { AppError } from './routes/app-error';
import { LangLayout } from './routes/lang-layout';
import { NotFound, NotFoundPage } from './routes/not-found';
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
  notFoundComponent: NotFoundPage,
});

async function pageLoader(pathname: string): Promise<{ page: ViewKey; lang: Lang; id?: string }> {
  const match = matchPage(pathname);
  const tour = match ? undefined : matchTour(pathname);
  if (!match && !tour) throw notFound();
  const lang = (match ?? tour)?.lang ?? DEFAULT_LANG;
  await loadMessages(lang); // head text needs them; loaders of parent and child run in parallel
  if (tour) {
    await loadPage('tour', lang, tour.id);
    return { page: 'tour', lang, id: tour.id };
  }
  const page = match?.page ?? 'home';
  await loadPage(page, lang);
  return { page, lang };
}

/** Head tags of a loaded page or article (`id`), computed from its module rather than kept in the loader data. */
function pageHead(loaderData: { page: ViewKey; lang: Lang; id?: string } | undefined) {
  if (!loaderData) return {};
  const { page, lang, id } = loaderData;
  return headForPage({ page, lang, head: loadedPageHead(page, lang, id) });
}

async function articleLoader(pathname: string) {
  const match = matchArticle(pathname);
  if (!match || !findPost(match.id)) throw notFound();
  await loadMessages(match.lang);
  await loadPage('article', match.lang, match.id);
  return { page: 'article' as const, lang: match.lang, id: match.id };
}

/** Old shared links (`/en/blog?post=<id>`) land on the article's own page. */
function articleFromQuery(pathname: string, search: Record<string, unknown>) {
  const match = matchPage(pathname);
  const post = findPost(String(search.post ?? ''));
  if (match?.page === 'blog' && post) throw redirect({ href: articleHref(post.id, match.lang), replace: true });
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
  beforeLoad: ({ location }) => articleFromQuery(location.pathname, location.search),
  loader: ({ location }) => pageLoader(location.pathname),
  head: ({ loaderData }) => pageHead(loaderData),
  component: PageView,
});

const articleRoute = createRoute({
  getParentRoute: () => langRoute,
  path: '$slug/$article',
  loader: ({ location }) => articleLoader(location.pathname),
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
  langRoute.addChildren([homeRoute, offlineRoute, pageRoute, articleRoute]),
]);
export { articleRoute, homeRoute, pageRoute };
