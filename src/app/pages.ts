import type { Lang } from '../config/routes';
import type { PageHead, PageLoaders, PageModule, ViewKey } from './page-head';

/** One lazily loaded chunk per page. */
const loaders: PageLoaders = {
  home: () => import('../features/home/home-page'),
  tours: () => import('../features/tours/tours-page'),
  'sinai-adventure': () => import('./tour-pages/sinai-adventure'),
  'sinai-dubai': () => import('./tour-pages/sinai-dubai'),
  'turkey-tour': () => import('./tour-pages/turkey-tour'),
  blog: () => import('../features/blog/blog-page'),
  article: () => import('../features/blog/article-page'),
  privacy: () => import('../features/privacy/privacy-page'),
};

const loaded = new Map<ViewKey, PageModule>();

/** Loads a page's code and its content for `lang` (and `id`, for an article). */
export async function loadPage(page: ViewKey, lang: Lang, id?: string): Promise<void> {
  const module = loaded.get(page) ?? (await loaders[page]());
  loaded.set(page, module);
  await module.preload?.(lang, id);
}

/**
 * The head data of a loaded page. Computed when needed rather than returned by the route loader, so it is not
 * also serialised into every prerendered page's router state.
 */
export function loadedPageHead(page: ViewKey, lang: Lang, id?: string): PageHead {
  const module = loaded.get(page);
  if (!module) throw new Error(`Page "${page}" read before it was loaded`);
  return module.head(lang, id);
}

export function loadedPageComponent(page: ViewKey): React.ComponentType {
  const module = loaded.get(page);
  if (!module) throw new Error(`Page "${page}" rendered before it was loaded`);
  return module.default;
}
