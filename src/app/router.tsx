import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { toPublicPath, toRoutePath } from '../config/routes';
import { routeTree } from './route-tree';

export { loadMessagesOf } from './route-tree';

/** The app's router; `history` for a router outside a page (tests), the browser's or the request's otherwise. */
export function createAppRouter(history?: RouterHistory) {
  return createRouter({
    routeTree,
    history,
    // Each language's own addresses in the address bar and in every link; the route tree's English paths inside.
    rewrite: {
      input: ({ url }) => {
        url.pathname = toRoutePath(url.pathname);
        return url;
      },
      output: ({ url }) => {
        url.pathname = toPublicPath(url.pathname);
        return url;
      },
    },
    // Off, even the reset to the top: the router would do it as the page hydrates, under a visitor who had
    // already scrolled. The shell scrolls on each route change itself (src/app/shell/shell.tsx).
    scrollRestoration: () => false,
    defaultPreload: 'intent',
    trailingSlash: 'preserve',
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
