import type { HomeText } from '../../../content/home';
import { Artwork } from '../../../shared/ui/artwork';
import { PageSection } from '../../../shared/ui/page-section';
import { Prose } from '../../../shared/ui/prose';

export function Vision({ text }: { text: HomeText }) {
  return (
    <>
      <PageSection headingId="vision-heading" heading={text.visionTitle} width="narrow">
        <Prose className="lead mt-6 space-y-4" html={text.visionHtml} />
      </PageSection>
      <figure className="relative">
        <Artwork name={text.banner} alt="" wide className="h-64 w-full object-cover md:h-96" />
        <figcaption className="absolute inset-x-0 bottom-0 bg-night-900/70 p-4 text-center text-cream-100">
          {text.bannerCaption}
        </figcaption>
      </figure>
    </>
  );
}

export function About({ text }: { text: HomeText }) {
  return (
    <section className="section bg-surface" aria-labelledby="about-heading">
      <div className="page-wide grid gap-12 lg:grid-cols-2">
        <div>
          <h2 id="about-heading" className="heading-2">
            {text.aboutTitle}
          </h2>
          <Prose className="mt-6 space-y-4 text-ink-700" html={text.storyHtml} />
        </div>
        <ul className="grid gap-4 sm:grid-cols-2">
          {text.values.map((value) => (
            <li key={value.title} className="card p-6">
              <h3 className="text-lg font-semibold text-brand-800">{value.title}</h3>
              <p className="mt-2 text-ink-600">{value.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export function Services({ text }: { text: HomeText }) {
  return (
    <PageSection headingId="services-heading" heading={text.servicesTitle}>
      <p className="lead mt-4 max-w-2xl">{text.servicesIntro}</p>
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-5">
        {text.services.map((service) => (
          <li key={service.title} className="card p-5">
            <h3 className="card-title">{service.title}</h3>
            <p className="card-text">{service.text}</p>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
