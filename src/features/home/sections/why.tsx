import type { HomeText } from '../../../content/home';
import { Artwork } from '../../../shared/ui/artwork';
import { PageSection } from '../../../shared/ui/page-section';
import { Phrased } from '../../../shared/ui/phrased';
import { Prose } from '../../../shared/ui/prose';

/** Why travel with us: the agency's vision and values, then the banner picture named in its caption. */
export function Why({ text }: { text: HomeText }) {
  return (
    <>
      <PageSection headingId="vision-heading" heading={text.visionTitle}>
        <div className="grid gap-10 lg:grid-cols-[3fr_4fr] lg:gap-16">
          <Prose className="lead mt-6 space-y-4" html={text.visionHtml} />
          <ul className="mt-2 grid gap-x-6 gap-y-5 sm:grid-cols-2 lg:mt-6">
            {text.values.map((value) => (
              <li key={value.title} className="border-l-4 border-brand-500 pl-4">
                <h3 className="text-lg font-semibold text-brand-800">
                  <Phrased text={value.title} />
                </h3>
                <p className="mt-1 text-ink-600">{value.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </PageSection>
      <figure className="bg-night-900">
        <Artwork name={text.banner} alt="" wide className="h-64 w-full object-cover md:h-[28rem]" caption="strip" />
        <figcaption className="page-wide py-4 text-sm text-cream-100 md:text-base">
          <strong className="font-semibold text-white">{text.places[text.banner]}</strong>
          <span aria-hidden="true"> · </span>
          {text.bannerCaption}
        </figcaption>
      </figure>
    </>
  );
}
