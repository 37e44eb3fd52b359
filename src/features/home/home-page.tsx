import type { PageHead } from '../../app/page-head';
import type { Lang } from '../../config/routes';
import { homeText } from '../../content/home';
import { loadAllTourCards } from '../../content/tours';
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
      <Vision text={text} />
      <Destinations text={text} lang={lang} />
      <About text={text} />
      <Services text={text} />
      <ContactSection title={text.contactTitle} intro={text.contactIntro} form={<EnquiryForm />} />
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
