import type { Question } from '../../../content/tours/trip-schema';
import { useT } from '../../i18n/use-t';

/** The tour's own questions, then the general ones, as native disclosures (keyboard and reader support built in). */
export function FaqList({ questions }: { questions: Question[] }) {
  const t = useT();
  return (
    <section className="section" aria-labelledby="faq-heading" data-faq>
      <div className="page-narrow">
        <h2 id="faq-heading" className="heading-2">
          {t('tour.faq')}
        </h2>
        <div className="mt-8 divide-y divide-sand-200 border-y border-sand-200">
          {questions.map(({ q, a }) => (
            <details key={q} className="faq print-break group py-1">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-md py-3 font-semibold text-ink-900 focus-ring">
                {q}
                <span aria-hidden="true" className="text-brand-700 transition-transform group-open:rotate-45">
                  +
                </span>
              </summary>
              <p className="pb-4 text-ink-700">{a}</p>
            </details>
          ))}
        </div>
      </div>
    </section>
  );
}
