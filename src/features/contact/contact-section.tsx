import qrCode from 'virtual:whatsapp-qr';
import type { ReactNode } from 'react';
import { SITE, telLink, whatsappLink } from '../../content/site';
import { officeHoursText, streetAddressText } from '../../content/site-shown';
import { useT } from '../../shared/i18n/use-t';
import { useLanguage } from '../../shared/language/language-context';
import { CONTACT_SECTION_ID } from '../../shared/ui/contact-button';
import { ContactDialog } from '../../shared/ui/contact-dialog';
import { Phrased } from '../../shared/ui/phrased';
import { TermsSummary } from './terms-summary';

interface Props {
  title: string;
  intro: string;
  /** The enquiry form, beside the words. */
  form: ReactNode;
  /**
   * The agency's phone, WhatsApp, e-mail, address and hours. A tour page leaves them to the footer below it (the
   * specification asks its call to action for the consultation button only), so a phone reads them once.
   */
  listContacts?: boolean;
}

/** Contact details, consultation QR (shown beside them on a desk) and — in `form` — the enquiry form. */
export function ContactSection({ title, intro, form, listContacts = true }: Props) {
  const t = useT();
  const { lang } = useLanguage();
  const details = [
    {
      label: t('contact.phone'),
      value: (
        <a className="hover:underline focusable" href={telLink(SITE.phone)} data-phone>
          {SITE.phone}
        </a>
      ),
    },
    {
      label: t('contact.whatsapp'),
      value: (
        <a className="hover:underline focusable" href={whatsappLink()} target="_blank" rel="noopener" data-whatsapp>
          {SITE.whatsappShown}
        </a>
      ),
      note: t('contact.whatsappUnavailable'),
    },
    {
      label: t('contact.email'),
      value: (
        <a className="hover:underline focusable" href={`mailto:${SITE.email}`}>
          {SITE.email}
        </a>
      ),
    },
    { label: t('contact.address'), value: streetAddressText(lang) },
    { label: t('contact.hours'), value: <span data-office-hours>{officeHoursText(lang)}</span> },
  ];
  return (
    <section id={CONTACT_SECTION_ID} className="section bg-surface" aria-labelledby="contact-heading">
      <div className="page-wide grid gap-12 lg:grid-cols-5">
        <div className="lg:col-span-2">
          <h2 id="contact-heading" className="heading-2" data-cta>
            <Phrased text={title} />
          </h2>
          <p className="mt-4 text-ink-600" data-cta>
            {intro}
          </p>
          {listContacts && (
            <dl className="mt-8 space-y-4">
              {details.map((detail) => (
                <div key={detail.label}>
                  <dt className="text-sm font-semibold text-ink-600">{detail.label}</dt>
                  <dd className="text-ink-900">{detail.value}</dd>
                  {detail.note && <dd className="text-sm text-ink-600">{detail.note}</dd>}
                </div>
              ))}
            </dl>
          )}
          <p className="mt-4 text-sm font-medium text-ink-800">{t('contact.licence', { licence: SITE.licence })}</p>
          <ContactDialog
            id="consult-dialog"
            className="btn-secondary mt-8"
            label={t('contact.schedule')}
            title={t('qr.consultTitle')}
            lead={t('qr.consultLead')}
            scanPrompt={t('qr.consultPrompt')}
            message={t('qr.consultMessage')}
          />
          {/* On a desk the code is scanned from the screen by the visitor's phone: shown without a click. */}
          <figure className="mt-8 hidden items-center gap-4 lg:flex" data-contact-qr>
            <img
              src={qrCode}
              alt={t('qr.alt')}
              width={200}
              height={200}
              loading="lazy"
              className="h-36 w-36 shrink-0 rounded-lg bg-white p-2 ring-1 ring-sand-200"
            />
            <figcaption className="text-sm text-ink-600">{t('qr.consultPrompt')}</figcaption>
          </figure>
        </div>
        <div className="lg:col-span-3">{form}</div>
      </div>
      <div className="page-wide">
        <TermsSummary />
      </div>
    </section>
  );
}
