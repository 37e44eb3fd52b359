import { Link } from '@tanstack/react-router';
import type { ChurchGroupFacts } from '../../content/churches/schema';
import { useT } from '../../shared/i18n/use-t';
import { useLanguage } from '../../shared/language/language-context';
import { Phrased } from '../../shared/ui/phrased';

/** The group terms at a glance, each figure from its field in churches/index.en.md. */
export function GroupTerms({ facts }: { facts: ChurchGroupFacts }) {
  const t = useT();
  const { lang } = useLanguage();
  const { perPaying, discountPercent } = facts.leaderPlace;
  const leaderPlace =
    discountPercent === 100
      ? t('churches.leaderPlace.free')
      : t('churches.leaderPlace.reduced', { percent: discountPercent });
  const terms = [
    { label: t('churches.terms.minGroup'), value: t('churches.terms.travellers', { count: facts.minGroupSize }) },
    {
      label: t('churches.terms.leader'),
      value: leaderPlace,
      note: t('churches.terms.perPaying', { count: perPaying }),
    },
    { label: t('churches.terms.deposits'), value: t('churches.terms.daysBefore', { days: facts.depositDueDays }) },
    { label: t('churches.terms.names'), value: t('churches.terms.daysBefore', { days: facts.namesDueDays }) },
  ];
  return (
    <section className="section bg-sand-100" aria-labelledby="group-terms-heading" data-church-terms>
      <div className="page-wide">
        <h2 id="group-terms-heading" className="heading-2">
          <Phrased text={t('churches.termsTitle')} />
        </h2>
        <dl className="mt-8 grid grid-cols-2 gap-3 md:gap-4 lg:grid-cols-4">
          {terms.map((term) => (
            <div key={term.label} className="card flex flex-col p-4 md:p-6">
              <dt className="text-ink-600">{term.label}</dt>
              <dd className="order-first text-lg font-bold leading-snug sm:text-xl md:text-2xl text-brand-800 first-letter:uppercase">
                {term.value}
              </dd>
              {term.note && <dd className="mt-1 text-ink-700">{term.note}</dd>}
            </div>
          ))}
        </dl>
        <p className="mt-6 text-ink-700">
          {t('churches.terms.rest')}{' '}
          <Link to="/$lang/terms" params={{ lang }} className="text-link">
            {t('terms.readFull')}
          </Link>
        </p>
      </div>
    </section>
  );
}
