import type { Lang } from '../../config/routes';
import { BLOG_IDS, blogArticles } from '../../content/blog';

/** Loads every article of a language through the worker, which keeps them for offline reading. */
export async function keepArticles(lang: Lang) {
  const results = await Promise.allSettled(BLOG_IDS.map((id) => blogArticles[id].load(lang)));
  const failed = results.filter((result) => result.status === 'rejected').length;
  if (failed > 0) console.warn(`${failed} blog articles could not be kept for offline reading`);
}
