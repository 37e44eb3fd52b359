import { createRouter } from '@tanstack/react-router';
import { routeTree } from './route-tree';

export function createAppRouter() {
  return createRouter({
    routeTree,
    // Off, even the reset to the top: the router would do it as the page hydrates, under a visitor who had
    // already scrolled. The shell scrolls on each route change itself (src/app/shell/shell.tsx).
    scrollRestoration: () => false,
    defaultPreload: 'intent',
    trailingSlash: 'preserve',
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
