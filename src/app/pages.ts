import type { Lang } from '../config/routes';
import type { PageHead, PageModule, ViewKey } from '../shared/page-head';
import { PAGE_FILES } from './page-files';

/** Every page module, one chunk each; PAGE_FILES says which page each one draws. */
const pageModules = import.meta.glob<PageModule>(['/src/features/*/*-page.tsx', '/src/app/*-page.{ts,tsx}']);

function importPage(page: ViewKey): Promise<PageModule> {
  const load = pageModules[`/src/${PAGE_FILES[page]}`];
  if (!load) throw new Error(`No module ${PAGE_FILES[page]} for page "${page}"`);
  return load();
}

const loaded = new Map<ViewKey, PageModule>();

/** Loads a page's code and its content for `lang` (and `id`, for an article). */
export async function loadPage(page: ViewKey, lang: Lang, id?: string): Promise<void> {
  const module = loaded.get(page) ?? (await importPage(page));
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
