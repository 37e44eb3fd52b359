import type { Lang } from '../config/routes';
import type { PageHead, PageLoaders, PageModule, ViewKey } from './page-head';

/** One lazily loaded chunk per page. */
const loaders: PageLoaders = {
  home: () => import('../features/home/home-page'),
  tours: () => import('../features/tours/tours-page'),
  'sinai-adventure': () => import('../features/tours/sinai-adventure-page'),
  'sinai-dubai': () => import('../features/tours/sinai-dubai-page'),
  'turkey-tour': () => import('../features/tours/turkey-tour-page'),
  blog: () => import('../features/blog/blog-page'),
  article: () => import('../features/blog/article-page'),
  privacy: () => import('../features/privacy/privacy-page'),
  terms: () => import('../features/terms/terms-page'),
};

const loaded = new Map<ViewKey, PageModule>();

/** Loads a page's code and its content for `lang` (and `id`, for an article); returns its head data. */
export async function loadPage(page: ViewKey, lang: Lang, id?: string): Promise<PageHead> {
  const module = loaded.get(page) ?? (await loaders[page]());
  loaded.set(page, module);
  await module.preload?.(lang, id);
  return module.head(lang, id);
}

export function loadedPageComponent(page: ViewKey): React.ComponentType {
  const module = loaded.get(page);
  if (!module) throw new Error(`Page "${page}" rendered before it was loaded`);
  return module.default;
}
