import type { ChurchGroupPage } from '../../content/churches';
import { Phrased } from '../../shared/ui/phrased';
import { Prose } from '../../shared/ui/prose';

type Section = ChurchGroupPage['sections'][number];

// Each section is drawn by the shape the editors gave it, so a renamed or reordered section keeps its look.
const SHAPES = {
  /** A numbered list: a timeline, each step's number in a circle joined to the next by a line. */
  timeline: [
    'body-text [&_ol]:list-none [&_ol]:p-0 [&_ol]:[counter-reset:step] [&_p]:m-0',
    '[&_ol>li]:relative [&_ol>li]:pl-16 [&_ol>li]:pb-8 [&_ol>li:last-child]:pb-0 [&_ol>li]:[counter-increment:step]',
    '[&_ol>li]:before:content-[counter(step)] [&_ol>li]:before:absolute [&_ol>li]:before:left-0 [&_ol>li]:before:top-0',
    '[&_ol>li]:before:flex [&_ol>li]:before:h-11 [&_ol>li]:before:w-11 [&_ol>li]:before:items-center',
    '[&_ol>li]:before:justify-center [&_ol>li]:before:rounded-full [&_ol>li]:before:bg-accent',
    '[&_ol>li]:before:text-lg [&_ol>li]:before:font-bold [&_ol>li]:before:text-accent-on',
    "[&_ol>li]:after:content-[''] [&_ol>li]:after:absolute [&_ol>li]:after:left-[1.3rem] [&_ol>li]:after:top-12",
    '[&_ol>li]:after:bottom-1 [&_ol>li]:after:w-0.5 [&_ol>li]:after:bg-sand-300 [&_ol>li:last-child]:after:hidden',
    // The step's time, on its own line above what happens then.
    '[&_ol>li>p:first-child]:pt-2 [&_ol>li>p:first-child]:pb-1 [&_ol>li>p:first-child]:text-lg',
    '[&_ol>li>p:first-child]:text-ink-900 [&_ol>li>p:first-child]:font-semibold',
  ].join(' '),
  /** A bulleted list: one card per line, two or three to a row, each with a tick. */
  cards: [
    'body-text [&_ul]:grid [&_ul]:list-none [&_ul]:gap-4 [&_ul]:p-0 md:[&_ul]:grid-cols-2 lg:[&_ul]:grid-cols-3',
    '[&_ul>li]:card [&_ul>li]:relative [&_ul>li]:m-0 [&_ul>li]:p-5 [&_ul>li]:pl-14',
    "[&_ul>li]:before:content-['✓'] [&_ul>li]:before:absolute [&_ul>li]:before:left-5 [&_ul>li]:before:top-5",
    '[&_ul>li]:before:font-bold [&_ul>li]:before:text-success',
  ].join(' '),
  text: 'body-text text-lg',
};

const shapeOf = (section: Section): keyof typeof SHAPES =>
  section.html.includes('<ol') ? 'timeline' : section.html.includes('<ul') ? 'cards' : 'text';

/** The page's `## ` sections (how it works, the timeline, what we provide), each on its own band. */
export function ChurchSections({ sections }: { sections: Section[] }) {
  return sections.map((section) => {
    const shape = shapeOf(section);
    return (
      <section
        key={section.title}
        className={shape === 'timeline' ? 'section bg-sand-100' : 'section'}
        data-church-section={shape}
      >
        {/* Cards take the full width; words and the timeline sit beside their heading on a wide screen. */}
        <div className={shape === 'cards' ? 'page-wide' : 'page-wide lg:grid lg:grid-cols-3 lg:gap-12'}>
          <h2 className="heading-2">
            <Phrased text={section.title} />
          </h2>
          <Prose
            className={`mt-6 ${shape === 'cards' ? '' : 'max-w-3xl lg:col-span-2 lg:mt-0'} ${SHAPES[shape]}`}
            html={section.html}
          />
        </div>
      </section>
    );
  });
}
