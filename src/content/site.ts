/**
 * Facts about the agency shown across the site.
 * PLACEHOLDER values are marked: the agency replaces them before going live.
 */
export const SITE = {
  /** The name enquiry e-mails come from. */
  name: 'Pilgrim Journeys',
  /** PLACEHOLDER: the public address the site is deployed at (canonical links, sitemap). */
  url: import.meta.env?.VITE_SITE_URL ?? 'https://www.pilgrim-journeys.example',
  /** PLACEHOLDER */
  phone: '+852 0000 0000',
  /** PLACEHOLDER */
  email: 'info@pilgrim-journeys.example',
  /** PLACEHOLDER: WhatsApp number in international format, digits only. */
  whatsapp: '85200000000',
  /** PLACEHOLDER: Travel Industry Authority licence number. */
  licence: '354000',
  // PLACEHOLDER street address: the UI string contact.streetAddress in locales/ (Simplified derived from hk).
  officeHours: { days: 'Mon–Fri', open: '10:00', close: '19:00' },
  logo: '/icons/icon-512.png',
  ogImage: '/og-image.png',
} as const;

export function whatsappLink(): string {
  return `https://wa.me/${SITE.whatsapp}`;
}
