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
        <div className="mt-8 border-b border-b-solid border-sand-200">
          {questions.map(({ q, a }) => (
            <details key={q} className="faq-item unbroken">
              <summary className="faq-q">{q}</summary>
              <p className="pb-4">{a}</p>
            </details>
          ))}
        </div>
      </div>
    </section>
  );
}
