import { Link } from '@tanstack/react-router';
import { hrefFor } from '../../config/routes';
import { useT } from '../../shared/i18n/use-t';
import { useLanguage } from '../../shared/language/language-context';

const POINTS = ['deposit', 'cancellation', 'levy', 'insurance'] as const;

/** The booking terms in four lines under the form, with the way to the full terms and the privacy policy. */
export function TermsSummary() {
  const t = useT();
  const { lang } = useLanguage();
  return (
    <aside aria-labelledby="terms-summary-heading" className="card mx-auto mt-12 max-w-3xl p-6" data-terms-summary>
      <h3 id="terms-summary-heading" className="font-semibold text-ink-900">
        {t('terms.summaryHeading')}
      </h3>
      <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-ink-700">
        {POINTS.map((point) => (
          <li key={point}>{t(`terms.summary.${point}`)}</li>
        ))}
      </ul>
      <p className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm">
        <Link to={hrefFor('terms', lang)} className="text-link">
          {t('terms.readFull')}
        </Link>
        <Link to={hrefFor('privacy', lang)} className="text-link">
          {t('contact.privacy')}
        </Link>
      </p>
    </aside>
  );
}
