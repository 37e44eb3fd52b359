import { Link } from '@tanstack/react-router';
import type { HomeText } from '../../../content/home';
import { useT } from '../../../shared/i18n/use-t';
import { useLanguage } from '../../../shared/language/language-context';
import { PageSection } from '../../../shared/ui/page-section';
import { Prose } from '../../../shared/ui/prose';

export function About({ text }: { text: HomeText }) {
  return (
    <PageSection headingId="about-heading" heading={text.aboutTitle}>
      <Prose className="mt-6 max-w-3xl space-y-4 text-ink-700" html={text.storyHtml} />
    </PageSection>
  );
}

/**
 * The ten services as a compact list in two columns: what each covers in a line, not ten cards; then the way in
 * for a pastor or fellowship leader who would bring a whole church group.
 */
export function Services({ text }: { text: HomeText }) {
  const t = useT();
  const { lang } = useLanguage();
  return (
    <PageSection headingId="services-heading" heading={text.servicesTitle} className="pt-0 md:pt-0">
      <p className="lead mt-4 max-w-2xl">{text.servicesIntro}</p>
      <dl className="mt-8 grid grid-cols-2 gap-x-6 gap-y-4 md:gap-x-12 md:gap-y-5">
        {text.services.map((service) => (
          <div key={service.title} className="border-t border-sand-200 pt-4">
            <dt className="font-semibold text-ink-900">{service.title}</dt>
            <dd className="mt-1 text-sm text-ink-600 md:text-base">{service.text}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-8">
        <Link className="text-link font-semibold" to="/$lang/churches" params={{ lang }} data-churches-link>
          {t('home.churchesLink')}
        </Link>
      </p>
    </PageSection>
  );
}
