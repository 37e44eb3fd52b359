import type { Question } from '../../../content/tours/schema';
import { useT } from '../../../shared/i18n/use-t';
import { PageSection } from '../../../shared/ui/page-section';

/** The tour's own questions, then the general ones, as native disclosures (keyboard and reader support built in). */
export function FaqList({ questions }: { questions: Question[] }) {
  const t = useT();
  return (
    <PageSection headingId="faq-heading" heading={t('tour.faq')} width="narrow" data-faq>
      <div className="mt-8 border-b border-b-solid border-sand-200">
        {questions.map(({ q, a }) => (
          <details key={q} className="faq-item unbroken">
            <summary className="faq-q">{q}</summary>
            <p className="pb-4">{a}</p>
          </details>
        ))}
      </div>
    </PageSection>
  );
}
