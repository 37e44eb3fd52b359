import { PageSection } from '../../../shared/ui/page-section';
import { Paragraphs } from '../../../shared/ui/paragraphs';
import { Phrased } from '../../../shared/ui/phrased';

/** Notices a pilgrim should read before booking, as titled cards. */
export function Notices({ heading, notices }: { heading: string; notices: { title: string; text: string }[] }) {
  return (
    <PageSection headingId="notices-heading" heading={heading}>
      <div className="mt-8 grid gap-6 md:grid-cols-2">
        {notices.map((notice) => (
          <div key={notice.title} className="tour-card">
            <h3 className="heading-3">
              <Phrased text={notice.title} />
            </h3>
            <div className="body-text">
              <Paragraphs text={notice.text} />
            </div>
          </div>
        ))}
      </div>
    </PageSection>
  );
}
