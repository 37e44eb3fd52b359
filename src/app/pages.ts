import type { Lang } from '../config/languages';
import { loadThenRead } from '../content/load-then-read';
import { loadMessages } from '../shared/i18n/messages';
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

/** A page in a language (and the tour or article it shows): what a route's loader returns. */
export interface View {
  page: ViewKey;
  lang: Lang;
  id?: string;
}

/**
 * Loads a page's messages, code and content (the one loader of every page route: the prerender, the start-up
 * and later navigations all run it through the router).
 */
export async function loadView<V extends View>(view: V): Promise<V> {
  const [module] = await Promise.all([modules.load(view.page), loadMessages(view.lang)]);
  await module.preload?.(view.lang, view.id);
  return view;
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
