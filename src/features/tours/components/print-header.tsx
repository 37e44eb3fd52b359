import { tourHref } from '../../../config/routes';
import { absoluteUrl, SITE } from '../../../content/site';
import { useT } from '../../../shared/i18n/use-t';
import { useLanguage } from '../../../shared/language/language-context';

/** Printed trip notes only: brand, licence, phone, WhatsApp and the page's address on every sheet. */
export function PrintHeader({ id }: { id: string }) {
  const t = useT();
  const { lang } = useLanguage();
  const whatsapp = `+${SITE.whatsapp.slice(0, 3)} ${SITE.whatsapp.slice(3)}`;
  return (
    <div className="print-only print-header" aria-hidden="true">
      <p>{t('print.contact', { brand: SITE.name, licence: SITE.licence, phone: SITE.phone, whatsapp })}</p>
      <p>{decodeURI(absoluteUrl(tourHref(id, lang)))}</p>
    </div>
  );
}
