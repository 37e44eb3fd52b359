import { LANGS, type Lang } from '../config/languages';
import { routePathFor } from '../config/routes';
import { findPost } from '../content/blog/posts';

/**
 * Old shared links (`/en/blog?post=<id>`): the article such an address names, to land on the article's own page.
 * `routePath` is the address as the router matches it (src/config/routes.ts, `toRoutePath`).
 */
export function oldArticleLink(routePath: string, post: unknown): { lang: Lang; article: string } | undefined {
  const lang = LANGS.find((code) => routePath === routePathFor('blog', code));
  const found = typeof post === 'string' ? findPost(post) : undefined;
  return lang && found ? { lang, article: found.id } : undefined;
}
