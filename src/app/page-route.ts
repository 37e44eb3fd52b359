import type { Lang } from '../config/languages';
import type { PageData, ViewKey } from '../shared/page-head';
import { headForLoaded } from './head';

/**
 * A route's `loader` and `head` from its page's data module, loaded with the route: the start-up of a page carries
 * only its own data and head code. Spread into `createRoute`.
 */
export function withPageData<Params extends { lang: Lang }, Data>(
  page: ViewKey,
  module: () => Promise<PageData<Params, Data>>,
) {
  return {
    loader: ({ params }: { params: Params }) => module().then(({ load }) => load(params)),
    head: async ({ loaderData, params }: { loaderData?: Data; params: Params }) =>
      headForLoaded(page, params.lang, loaderData, (await module()).head),
  };
}
