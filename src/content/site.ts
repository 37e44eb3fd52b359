import type { PageKey } from '../config/routes';

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
  address: {
    /** PLACEHOLDER street address */
    en: 'Unit 0, 0/F, Placeholder Building, Cheung Sha Wan Road, Cheung Sha Wan, Kowloon, Hong Kong',
    zh: '香港九龍長沙灣長沙灣道佔位大廈0樓0室',
  },
  officeHours: { days: 'Mon–Fri', open: '10:00', close: '19:00' },
  logo: '/icons/icon-512.png',
} as const;

export function whatsappLink(): string {
  return `https://wa.me/${SITE.whatsapp}`;
}

/** The branded link-preview picture of a page (built by scripts/build/share-images.ts). */
export const shareImagePath = (page: PageKey) => `/share/${page}.png`;
