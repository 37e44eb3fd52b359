import qrCode from 'virtual:whatsapp-qr';
import { SITE, telLink, whatsappLink } from '../../content/site';
import { useT } from '../i18n/use-t';
import { ModalDialog } from './modal-dialog';

interface Props {
  /** The dialog's element id, unique on the page. */
  id: string;
  label: string;
  title: string;
  /** What the dialog offers, above its actions. */
  lead: string;
  /** The prompt to scan the QR code with a phone, under it. */
  scanPrompt: string;
  /** The WhatsApp message typed in for the visitor. */
  message: string;
  className: string;
}

/**
 * The start-journey and consultation dialogs, working before any script runs (ModalDialog). Each leads with a tap
 * to WhatsApp (the QR code cannot be scanned by the phone showing it), then Call and E-mail; the QR code shows on
 * wider screens and is a tap away on phones.
 */
export function ContactDialog({ id, label, title, lead, scanPrompt, message, className }: Props) {
  const t = useT();
  const qr = <img src={qrCode} alt={t('qr.alt')} width={200} height={200} loading="lazy" className="qr-code" />;
  return (
    <ModalDialog id={id} label={label} buttonClassName={className} title={title}>
      <p className="mt-2 text-ink-600">{lead}</p>
      <a href={whatsappLink(message)} className="btn-primary mt-5 w-full" target="_blank" rel="noopener" data-whatsapp>
        {t('qr.openWhatsapp')}
      </a>
      <div className="mt-3 grid grid-cols-2 gap-3">
        <a href={telLink(SITE.phone)} className="btn-secondary">
          {t('qr.call')}
        </a>
        <a href={`mailto:${SITE.email}`} className="btn-secondary">
          {t('qr.email')}
        </a>
      </div>
      <figure className="mt-6 hidden text-center md:block">
        {qr}
        <figcaption className="mt-2 text-sm text-ink-600">{scanPrompt}</figcaption>
      </figure>
      <details className="mt-5 md:hidden">
        <summary className="text-link cursor-pointer text-sm">{t('qr.showCode')}</summary>
        <div className="mt-3 text-center">
          {qr}
          <p className="mt-2 text-sm text-ink-600">{scanPrompt}</p>
        </div>
      </details>
    </ModalDialog>
  );
}
