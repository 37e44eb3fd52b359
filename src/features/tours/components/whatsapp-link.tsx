import { whatsappLink } from '../../../content/site';
import { useT } from '../../../shared/i18n/use-t';

/** WhatsApp chat with a message naming the tour, and the departure once one was chosen. */
export function WhatsappLink({ tour, date, className }: { tour: string; date?: string; className: string }) {
  const t = useT();
  const text = date ? t('tour.whatsappTextDeparture', { tour, date }) : t('tour.whatsappText', { tour });
  return (
    <a href={whatsappLink(text)} className={className} target="_blank" rel="noopener" data-whatsapp>
      {t('tour.whatsapp')}
    </a>
  );
}
