import type { Lang } from '../../config/languages';
import { SITE } from '../../content/site';
import { translate } from '../../shared/i18n/messages';
import type { PageHead } from '../../shared/page-head';

export function thanksPageHead(lang: Lang): PageHead {
  return {
    title: translate(lang, 'seo.thanks.title'),
    description: translate(lang, 'enquiry.toast.successText', SITE.reply),
    keywords: translate(lang, 'seo.home.keywords'),
    noindex: true,
  };
}
