import type { Lang } from '../config/languages';
import { loadThenRead } from '../content/load-then-read';
import type { PageHead, PageModule, ViewKey } from '../shared/page-head';
import { PAGE_FILES } from './page-files';

/** Every page module, one chunk each; PAGE_FILES says which page each one draws. */
const pageModules = import.meta.glob<PageModule>(['/src/features/*/*-page.tsx', '/src/app/*-page.{ts,tsx}']);

function importPage(page: ViewKey): Promise<PageModule> {
  const load = pageModules[`/src/${PAGE_FILES[page]}`];
  if (!load) throw new Error(`No module ${PAGE_FILES[page]} for page "${page}"`);
  return load();
}

const modules = loadThenRead(importPage, (page) => `Page "${page}"`);

/** Loads a page's code and its content for `lang` (and `id`, for a tour or an article). */
export async function loadPage(page: ViewKey, lang: Lang, id?: string): Promise<void> {
  const module = await modules.load(page);
  await module.preload?.(lang, id);
}

/**
 * The head data of a loaded page. Computed when needed rather than returned by the route loader, so it is not
 * also serialised into every prerendered page's router state.
 */
export function loadedPageHead(page: ViewKey, lang: Lang, id?: string): PageHead {
  return modules.get(page).head(lang, id);
}

export function loadedPageComponent(page: ViewKey): React.ComponentType {
  return modules.get(page).default;
}
