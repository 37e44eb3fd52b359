import { createRouter } from '@tanstack/react-router';
import { routeTree } from './route-tree';

export function createAppRouter() {
  return createRouter({
    routeTree,
    scrollRestoration: false,
    defaultPreload: 'intent',
    trailingSlash: 'preserve',
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
