import type { ViewKey } from '../../shared/page-head';
import { loadedPageComponent } from '../pages';

/** Draws a page whose module its route's loader has loaded. */
export function PageView({ page }: { page: ViewKey }) {
  const Page = loadedPageComponent(page);
  return <Page />;
}
