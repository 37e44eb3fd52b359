import type { Lang } from '../../config/languages';
import { privacyPolicy } from '../../content/policy';
import type { PageData } from '../../shared/page-head';
import { seoHead } from '../../shared/seo-head';

const load = async ({ lang }: { lang: Lang }) => ({ policy: await privacyPolicy.load(lang) });

export const privacyPage: PageData<{ lang: Lang }, Awaited<ReturnType<typeof load>>> = {
  load,
  head: (lang) => seoHead(lang, 'privacy'),
};
