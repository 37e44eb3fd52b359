import { createRequestHandler, RouterServer, renderRouterToString } from '@tanstack/react-router/ssr/server';
import { createAppRouter } from './router';

/** Renders one URL to a full HTML document (used by the build-time prerenderer). */
export async function render(path: string): Promise<{ html: string; status: number }> {
  const request = new Request(new URL(encodeURI(path), 'http://localhost'));
  const handler = createRequestHandler({ createRouter: createAppRouter, request });
  const response = await handler(({ responseHeaders, router }) =>
    renderRouterToString({ responseHeaders, router, children: <RouterServer router={router} /> }),
  );
  return { html: await response.text(), status: response.status };
}
