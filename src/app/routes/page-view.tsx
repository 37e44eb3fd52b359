import { useLoaderData } from '@tanstack/react-router';
import { loadedPageComponent } from '../pages';

/** Renders whichever page the route loader resolved and loaded. */
export function PageView() {
  const page = useLoaderData({ strict: false, select: (data) => data?.page });
  if (!page) return null;
  const Page = loadedPageComponent(page);
  return <Page />;
}
