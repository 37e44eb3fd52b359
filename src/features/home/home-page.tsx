import type { PageHead } from '../../app/page-head';
import type { Lang } from '../../config/routes';
import { homeText } from '../../content/home';
import { loadAllTourCards } from '../../content/tours';
import { SectionBoundary } from '../../shared/section-boundary';
import { ContactSection } from '../contact/contact-section';
import { EnquiryForm } from '../enquiry/enquiry-form';
import { translate } from '../i18n/messages';
import { useLanguage } from '../language/language-context';
import { Destinations } from './sections/destinations';
import { Hero } from './sections/hero';
import { About, Services, Vision } from './sections/story';

export default function HomePage() {
  const { lang } = useLanguage();
  const text = homeText.get(lang);
  return (
    <main id="main">
      <Hero text={text} />
      <SectionBoundary headingId="vision-heading">
        <Vision text={text} />
      </SectionBoundary>
      <SectionBoundary headingId="destinations-heading">
        <Destinations text={text} lang={lang} />
      </SectionBoundary>
      <SectionBoundary headingId="about-heading">
        <About text={text} />
      </SectionBoundary>
      <SectionBoundary headingId="services-heading">
        <Services text={text} />
      </SectionBoundary>
      <SectionBoundary headingId="contact-heading">
        <ContactSection title={text.contactTitle} intro={text.contactIntro} form={<EnquiryForm />} />
      </SectionBoundary>
    </main>
  );
}

export async function preload(lang: Lang) {
  await Promise.all([homeText.load(lang), loadAllTourCards(lang)]);
}

export function head(lang: Lang): PageHead {
  return {
    title: translate(lang, 'seo.home.title'),
    description: translate(lang, 'seo.home.description'),
    keywords: translate(lang, 'seo.home.keywords'),
  };
}
