import { Phrased } from './phrased';
import { Prose } from './prose';

interface Props {
  sections: { title: string; html: string }[];
  /** Which page's sections they are, for tests and styles: `data-<kind>-section` on each. */
  kind: 'policy';
}

/** A document's `## ` sections (privacy policy, terms): each heading and its sanitised text. */
export function DocumentSections({ sections, kind }: Props) {
  return sections.map((section) => (
    <section key={section.title} className="mt-10" {...{ [`data-${kind}-section`]: true }}>
      <h2 className="heading-3">
        <Phrased text={section.title} />
      </h2>
      <Prose className="policy-text" html={section.html} />
    </section>
  ));
}
