import { tourHref } from '../../../config/routes';
import { absoluteUrl, SITE } from '../../../content/site';
import { useT } from '../../../shared/i18n/use-t';
import { useLanguage } from '../../../shared/language/language-context';

/** Printed trip notes only: brand, licence, phone, WhatsApp and the page's address on every sheet. */
export function PrintHeader({ id }: { id: string }) {
  const t = useT();
  const { lang } = useLanguage();
  return (
    <div className="print-only print-header" aria-hidden="true">
      <p>
        {t('print.contact', {
          brand: t('brand.name'),
          licence: SITE.licence,
          phone: SITE.phone,
          whatsapp: SITE.whatsappShown,
        })}
      </p>
      <p>{decodeURI(absoluteUrl(tourHref(id, lang)))}</p>
    </div>
  );
}
