import type { Lang } from '../config/routes';
import { PAGE_FILES } from './page-files';
import type { PageHead, PageModule, ViewKey } from './page-head';

/** Every `features/<feature>/<name>-page.tsx`, one chunk each; PAGE_FILES says which page each one draws. */
const pageModules = import.meta.glob<PageModule>('../features/*/*-page.tsx');

function importPage(page: ViewKey): Promise<PageModule> {
  const load = pageModules[`../${PAGE_FILES[page]}`];
  if (!load) throw new Error(`No module ${PAGE_FILES[page]} for page "${page}"`);
  return load();
}

const loaded = new Map<ViewKey, PageModule>();

/** Loads a page's code and its content for `lang` (and `id`, for an article). */
export async function loadPageModule(page: ViewKey, lang: Lang, id?: string): Promise<PageModule> {
  const module = loaded.get(page) ?? (await importPage(page));
  loaded.set(page, module);
  await module.preload?.(lang, id);
  return module;
}

/** Loads a page as `loadPageModule` does and returns its head data. */
export async function loadPage(page: ViewKey, lang: Lang, id?: string): Promise<PageHead> {
  return (await loadPageModule(page, lang, id)).head(lang, id);
}

export function loadedPageComponent(page: ViewKey): React.ComponentType {
  const module = loaded.get(page);
  if (!module) throw new Error(`Page "${page}" rendered before it was loaded`);
  return module.default;
}
