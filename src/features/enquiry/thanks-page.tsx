import { hrefFor } from '../../config/routes';
import { SITE } from '../../content/site';
import { useT } from '../../shared/i18n/use-t';
import { useLanguage } from '../../shared/language/language-context';
import { Phrased } from '../../shared/ui/phrased';

/** Where the form service sends the visitor back after the browser posted the form itself (no script ran). */
export default function ThanksPage() {
  const t = useT();
  const { lang } = useLanguage();
  return (
    <main id="main" className="page-narrow py-32 text-center" data-page="thanks">
      <h1 className="heading-2">
        <Phrased text={t('enquiry.toast.successTitle')} />
      </h1>
      <p className="lead mt-4">{t('enquiry.toast.successText', SITE.reply)}</p>
      <ul className="mt-8 flex flex-wrap justify-center gap-4">
        <li>
          <a className="btn-primary" href={hrefFor('home', lang)}>
            {t('notFound.home')}
          </a>
        </li>
        <li>
          <a className="btn-secondary" href={hrefFor('tours', lang)}>
            {t('nav.destinations')}
          </a>
        </li>
      </ul>
    </main>
  );
}
