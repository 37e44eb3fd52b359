import { ContactButton } from '../../../components/contact-button';
import { SITE } from '../../../content/site';
import { QrButton } from '../../contact/qr-button';
import { useT } from '../../i18n/use-t';

export function BookingCta({ title, text }: { title: string; text: string }) {
  const t = useT();
  return (
    <section className="section bg-clay-800 text-white dark:bg-clay-900 no-print" aria-labelledby="booking-heading">
      <div className="page-narrow text-center">
        <h2 id="booking-heading" className="font-serif text-3xl font-bold">
          {title}
        </h2>
        <p className="mt-4 text-cream-100">{text}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-4">
          <ContactButton className="btn-light" />
          <QrButton
            className="btn-on-dark"
            label={t('qr.scanButton')}
            title={t('qr.consultTitle')}
            prompt={t('qr.consultPrompt')}
          />
        </div>
        <p className="mt-6 text-sm text-cream-100">{t('footer.licence', { licence: SITE.licence })}</p>
      </div>
    </section>
  );
}
